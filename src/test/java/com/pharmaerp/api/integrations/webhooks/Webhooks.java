package com.pharmaerp.api.integrations.webhooks;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;

import java.util.List;
import java.util.Map;

import io.restassured.response.Response;

/** The webhook calls the tests share. */
final class Webhooks {

    private Webhooks() {
    }

    static Response create(String key, String url, List<String> eventTypes) {
        return asAdmin(key).contentType("application/json").body(Map.of("url", url, "eventTypes", eventTypes))
                .post(WebhookEndpointsTest.PATH);
    }

    /** The tenant's last event sequence (0 before the first). */
    static long head(String key) {
        long after = 0;
        while (true) {
            Response page = withKey(key).queryParam("after", after).queryParam("limit", 200).get("/v1/events");
            Object next = page.path("nextAfter");
            if (next == null) {
                return after;
            }
            after = ((Number) next).longValue();
        }
    }

    static void deleteAll(String key) {
        List<String> ids = withKey(key).queryParam("limit", 200).get(WebhookEndpointsTest.PATH).path("items.id");
        ids.forEach(id -> asAdmin(key).delete(WebhookEndpointsTest.PATH + "/" + id).then().statusCode(204));
    }
}
