package com.pharmaerp.api.testsupport;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Request bodies made from the OpenAPI document's schemas: a plausible one per operation (ids of
 * the tenant's records where a field names one), and seeded mutations of one of its fields, for
 * fuzzing every documented write without a hand-kept list of bodies.
 */
public final class SchemaBodies {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final JsonNode document;
    /** Ids of the tenant's records by the field that names them ({@code materialId}, {@code lotId}, ...). */
    private final Map<String, String> ids;
    private final Map<String, String> usernames;

    /** @param usernames a field named username (or a signature's) gets this user's name */
    public SchemaBodies(JsonNode document, Map<String, String> ids, Map<String, String> usernames) {
        this.document = document;
        this.ids = ids;
        this.usernames = usernames;
    }

    /** A plausible body for the schema, every property filled. */
    public JsonNode example(JsonNode schema) {
        return example("", resolve(schema));
    }

    private JsonNode example(String name, JsonNode schema) {
        schema = resolve(schema);
        if (schema.has("enum")) {
            return schema.get("enum").get(0);
        }
        String type = schema.path("type").asText(schema.has("properties") ? "object" : "string");
        switch (type) {
            case "object" -> {
                ObjectNode object = NODES.objectNode();
                for (Iterator<Map.Entry<String, JsonNode>> fields = schema.path("properties").fields(); fields.hasNext();) {
                    Map.Entry<String, JsonNode> field = fields.next();
                    object.set(field.getKey(), example(field.getKey(), field.getValue()));
                }
                return object;
            }
            case "array" -> {
                ArrayNode array = NODES.arrayNode();
                array.add(example(name.endsWith("s") ? name.substring(0, name.length() - 1) : name, schema.path("items")));
                return array;
            }
            case "integer", "number" -> {
                return NODES.numberNode(schema.has("minimum") ? schema.get("minimum").asInt() : 1);
            }
            case "boolean" -> {
                return NODES.booleanNode(true);
            }
            default -> {
                return NODES.textNode(text(name, schema));
            }
        }
    }

    private String text(String name, JsonNode schema) {
        String format = schema.path("format").asText();
        if (format.equals("date")) {
            return (name.equals("expiresOn") || name.equals("dueDate") ? LocalDate.now().plusDays(400) : LocalDate.now().minusDays(1))
                    .toString();
        }
        if (format.equals("date-time")) {
            return "2027-01-01T00:00:00Z";
        }
        if (ids.containsKey(name)) {
            return ids.get(name);
        }
        if (name.endsWith("Ids") || name.equals("materialId")) {
            return ids.getOrDefault("materialId", "mat_0000000000000000");
        }
        return switch (name) {
            case "value", "minCelsius", "maxCelsius" -> "1";
            case "username" -> usernames.getOrDefault("username", "a.user");
            case "password" -> TestUsers.PASSWORD;
            case "code" -> "FZ-" + Long.toString(System.nanoTime(), 36);
            default -> "fuzz " + name;
        };
    }

    private JsonNode resolve(JsonNode schema) {
        while (schema.has("$ref")) {
            String ref = schema.get("$ref").asText();
            schema = document.at(ref.substring(1));
        }
        return schema;
    }

    /** A copy of the body with one field (found at random) given a hostile value, or removed, or one added. */
    public static Mutated mutate(JsonNode body, Random random) {
        JsonNode copy = body.deepCopy();
        List<String> paths = new ArrayList<>();
        collect(copy, "", paths);
        String path = paths.isEmpty() ? "" : paths.get(random.nextInt(paths.size()));
        JsonNode hostile = HOSTILE.get(random.nextInt(HOSTILE.size()));
        if (path.isEmpty()) {
            return new Mutated(hostile.isObject() ? hostile : copy, "the body as " + hostile);
        }
        int dot = path.lastIndexOf('/');
        JsonNode parent = copy.at(path.substring(0, dot));
        String field = path.substring(dot + 1);
        int choice = random.nextInt(10);
        if (parent instanceof ObjectNode object) {
            if (choice == 0) {
                object.remove(field);
                return new Mutated(copy, "without " + path);
            }
            if (choice == 1) {
                object.put("unexpected" + random.nextInt(100), "extra");
                return new Mutated(copy, "an unknown field beside " + path);
            }
            object.set(field, hostile);
        } else if (parent instanceof ArrayNode array) {
            array.set(Integer.parseInt(field), hostile);
        }
        return new Mutated(copy, path + " = " + abbreviate(hostile.toString()));
    }

    /** A mutated body and what was done to it, for the failure message. */
    public record Mutated(JsonNode body, String change) {
    }

    private static void collect(JsonNode node, String path, List<String> paths) {
        if (node.isObject()) {
            node.fields().forEachRemaining(field -> {
                String child = path + "/" + field.getKey();
                paths.add(child);
                collect(field.getValue(), child, paths);
            });
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                paths.add(path + "/" + i);
                collect(node.get(i), path + "/" + i, paths);
            }
        }
    }

    private static final List<JsonNode> HOSTILE = hostileValues();

    private static List<JsonNode> hostileValues() {
        List<JsonNode> values = new ArrayList<>();
        values.add(NODES.nullNode());
        values.add(NODES.numberNode(12.5));
        values.add(NODES.numberNode(-1));
        values.add(NODES.numberNode(Long.MAX_VALUE));
        values.add(NODES.textNode("1".repeat(100)));
        values.add(NODES.textNode("1." + "0".repeat(99) + "1"));
        values.add(NODES.textNode("-5"));
        values.add(NODES.textNode("0"));
        values.add(NODES.textNode("1e3"));
        values.add(NODES.textNode("furlong"));
        values.add(NODES.textNode("0000-01-01"));
        values.add(NODES.textNode("9999-12-31"));
        values.add(NODES.textNode("2026-02-30"));
        values.add(NODES.textNode("x".repeat(100_000)));
        values.add(NODES.textNode("𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ \u202E\u0000 ' OR 1=1 --"));
        values.add(NODES.booleanNode(false));
        values.add(NODES.objectNode().put("value", "1").put("unit", "kg"));
        ArrayNode huge = NODES.arrayNode();
        for (int i = 0; i < 10_000; i++) {
            huge.add("x");
        }
        values.add(huge);
        values.add(NODES.arrayNode());
        values.add(NODES.objectNode());
        return values;
    }

    private static String abbreviate(String text) {
        return text.length() > 60 ? text.substring(0, 60) + "…" : text;
    }
}
