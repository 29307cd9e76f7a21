package com.pharmaerp.api.platform.audit;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.pharmaerp.api.platform.persistence.StoredJson;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * One field of a record changed from one value to another, as the API shows the record
 * ({@code storage} is one field with an object value). {@code from} is null on creation.
 */
@RegisterForReflection // serialised into the audit trail, not as a REST return type: native images need it registered
public record Change(@Schema(maxLength = 100) String field, JsonNode from, JsonNode to) {

    /** One field from one plain value to another (text, a number, a record). */
    public static Change of(String field, Object from, Object to) {
        return new Change(field, from == null ? null : StoredJson.tree(from), StoredJson.tree(to));
    }

    /**
     * The top-level fields that differ between two representations of one record, in the order the
     * record has them. Numbers compare by value (15 and 15.0 are the same temperature).
     *
     * @param before null for a record just created
     */
    public static List<Change> between(JsonNode before, JsonNode after) {
        Set<String> fields = new LinkedHashSet<>();
        after.fieldNames().forEachRemaining(fields::add);
        if (before != null) {
            before.fieldNames().forEachRemaining(fields::add);
        }
        List<Change> changes = new ArrayList<>();
        for (String field : fields) {
            JsonNode from = before == null ? NullNode.instance : before.path(field);
            JsonNode to = after.path(field);
            if (!same(from, to)) {
                changes.add(new Change(field, before == null ? null : orNull(from), orNull(to)));
            }
        }
        return changes;
    }

    private static JsonNode orNull(JsonNode node) {
        return node.isMissingNode() ? NullNode.instance : node;
    }

    /** Whether two values are the same as the trail compares them: numbers by value, a missing value as null. */
    public static boolean same(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return new BigDecimal(a.asText()).compareTo(new BigDecimal(b.asText())) == 0;
        }
        if (a.isObject() && b.isObject()) {
            if (a.size() != b.size()) {
                return false;
            }
            for (Iterator<String> names = a.fieldNames(); names.hasNext();) {
                String name = names.next();
                if (!b.has(name) || !same(a.get(name), b.get(name))) {
                    return false;
                }
            }
            return true;
        }
        if ((a.isNull() || a.isMissingNode()) && (b.isNull() || b.isMissingNode())) {
            return true;
        }
        return a.equals(b);
    }
}
