package com.pharmaerp.api.platform.documents;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.pharmaerp.api.platform.audit.Change;

/**
 * One changed value of an audit event as a document prints it, {@code field: from → to}. A nested
 * value is flattened to the leaves that changed ({@code closure.meaning}, {@code allocations[0].lotId}),
 * so a reader sees what changed instead of two JSON trees to compare.
 */
public record ChangeRow(String field, String from, String to) {

    /** How a missing value prints: on creation, or a field that had none. */
    private static final String NONE = "—";
    /** An empty list or object: not the same as none. */
    private static final String EMPTY = "(empty)";

    /** The rows of an audit event's changes (its array of field, from, to), in the trail's order. */
    public static List<ChangeRow> of(JsonNode changes) {
        List<ChangeRow> rows = new ArrayList<>();
        for (JsonNode change : changes) {
            flatten(change.path("field").asText(), change.path("from"), change.path("to"), rows);
        }
        return rows;
    }

    private static void flatten(String path, JsonNode from, JsonNode to, List<ChangeRow> rows) {
        Map<String, JsonNode> fromParts = parts(from);
        Map<String, JsonNode> toParts = parts(to);
        if (fromParts.isEmpty() && toParts.isEmpty()) {
            if (!Change.same(from, to)) {
                rows.add(new ChangeRow(path, printed(from), printed(to)));
            }
            return;
        }
        // A plain value that a nested one replaced (or the other way round) prints at the path itself.
        JsonNode fromPlain = from.isValueNode() ? from : MissingNode.getInstance();
        JsonNode toPlain = to.isValueNode() ? to : MissingNode.getInstance();
        if (!Change.same(fromPlain, toPlain)) {
            rows.add(new ChangeRow(path, printed(fromPlain), printed(toPlain)));
        }
        Set<String> names = new LinkedHashSet<>(toParts.keySet());
        names.addAll(fromParts.keySet());
        for (String name : names) {
            flatten(path + name, fromParts.getOrDefault(name, MissingNode.getInstance()),
                    toParts.getOrDefault(name, MissingNode.getInstance()), rows);
        }
    }

    /** A non-empty object's members as {@code .name}, a non-empty array's elements as {@code [i]}; none for a plain value. */
    private static Map<String, JsonNode> parts(JsonNode value) {
        Map<String, JsonNode> parts = new LinkedHashMap<>();
        if (value.isObject()) {
            value.fields().forEachRemaining(member -> parts.put("." + member.getKey(), member.getValue()));
        } else if (value.isArray()) {
            for (int i = 0; i < value.size(); i++) {
                parts.put("[" + i + "]", value.get(i));
            }
        }
        return parts;
    }

    private static String printed(JsonNode value) {
        if (value.isNull() || value.isMissingNode()) {
            return NONE;
        }
        return value.isContainerNode() ? EMPTY : value.asText();
    }
}
