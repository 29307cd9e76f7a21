package com.pharmaerp.api.platform.audit;

import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.persistence.StoredJson;

/**
 * A record's audited fields as the audit trail compares them before and after a change: names as
 * the API shows them, in the record's order, without id and bookkeeping (every event has those).
 */
public final class Recorded {

    private Recorded() {
    }

    /** @param namesAndValues name, value, name, value, ... */
    public static JsonNode of(Object... namesAndValues) {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            fields.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return StoredJson.tree(fields);
    }
}
