package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.Api.asAdmin;

import java.util.Map;
import java.util.UUID;

import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;

/** Materials made over HTTP for tests that need some. */
public final class MaterialsTestData {

    private MaterialsTestData() {
    }

    public static Response create(String key) {
        return create(key, uniqueCode());
    }

    public static Response create(String key, String code) {
        return asAdmin(key).contentType("application/json").body(body(code)).post("/v1/materials");
    }

    public static Map<String, Object> body(String code) {
        return Map.of("code", code, "name", "Paracetamol", "type", "raw", "baseUnit", "kg", "shelfLifeDays", 730,
                "retestIntervalDays", 365, "storage", Map.of("minCelsius", 15, "maxCelsius", 25));
    }

    /** A merge patch of the material, with If-Match when given. */
    public static Response patch(String key, String id, String ifMatch, Map<String, Object> body) {
        RequestSpecification request = asAdmin(key).contentType("application/merge-patch+json").body(body);
        if (ifMatch != null) {
            request = request.header("If-Match", ifMatch);
        }
        return request.patch("/v1/materials/" + id);
    }

    public static String uniqueCode() {
        return "MAT-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
