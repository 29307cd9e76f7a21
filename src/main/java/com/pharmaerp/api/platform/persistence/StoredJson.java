package com.pharmaerp.api.platform.persistence;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/**
 * Values kept as JSON in a column (a signature, an order's lines), with a mapper of their own: the
 * stored form must not move with the application's JSON settings. The stored types are records
 * registered for reflection, so native images can read them.
 */
public final class StoredJson {

    private static final ObjectMapper STORED = JsonMapper.builder().addModule(new JavaTimeModule())
            .addModule(IsoInstants.storedModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).build();

    private StoredJson() {
    }

    public static String write(Object value) {
        try {
            return STORED.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(value.getClass().getSimpleName() + " cannot be stored", e);
        }
    }

    /** A value as a JSON tree in the stored form, e.g. a record's audited fields to compare before and after. */
    public static JsonNode tree(Object value) {
        return STORED.valueToTree(value);
    }

    public static <T> T read(String json, Class<T> type) {
        return read(STORED.readerFor(type), json, type.getSimpleName());
    }

    public static <T> T read(String json, TypeReference<T> type) {
        return read(STORED.readerFor(type), json, type.getType().getTypeName());
    }

    /** A parser of stored JSON whose nested values read with the stored mapper: for a type read field by field. */
    public static JsonParser parser(String json) throws IOException {
        return STORED.createParser(json);
    }

    private static <T> T read(ObjectReader reader, String json, String typeName) {
        try {
            return reader.readValue(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored " + typeName + " is not JSON", e);
        }
    }
}
