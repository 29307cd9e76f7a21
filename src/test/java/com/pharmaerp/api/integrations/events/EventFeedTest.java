package com.pharmaerp.api.integrations.events;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

@QuarkusTest
@WithTestResource(TestKeys.class)
class EventFeedTest {

    private static final String KEY = TestKeys.ACTIVE;

    @Test
    void theFeedIsOldestFirstWithoutGapsFromAfter() {
        location();
        location();

        List<Integer> sequences = withKey(KEY).queryParam("limit", 200).get("/v1/events").path("items.sequence");

        assertThat(sequences).isSorted();
        assertThat(sequences.get(sequences.size() - 1) - sequences.get(0)).isEqualTo(sequences.size() - 1);
    }

    @Test
    void nextAfterIsTheLastSequenceReturnedAndAPageAfterItStartsBeyondIt() {
        location();
        location();
        Response first = withKey(KEY).queryParam("limit", 1).get("/v1/events");
        int next = first.path("nextAfter");

        Response second = withKey(KEY).queryParam("after", next).queryParam("limit", 1).get("/v1/events");

        assertThat(first.<Integer>path("items[0].sequence")).isEqualTo(next);
        assertThat(second.<Integer>path("items[0].sequence")).isEqualTo(next + 1);
    }

    @Test
    void anEmptyPageHasNoNextAfter() {
        Response page = withKey(KEY).queryParam("after", Long.MAX_VALUE - 1).get("/v1/events");

        assertThat(page.<List<?>>path("items")).isEmpty();
        assertThat(page.<Object>path("nextAfter")).isNull();
    }

    @Test
    void aPrefixNarrowsTheFeedToItsTypes() {
        location();

        List<String> types = withKey(KEY).queryParam("types", "location.*").queryParam("limit", 200).get("/v1/events")
                .path("items.type");

        assertThat(types).isNotEmpty().allMatch(type -> type.startsWith("location."));
    }

    @Test
    void anEventReadsByItsIdWithTheRecordItIsAbout() {
        String location = location();
        String id = withKey(KEY).queryParam("entityId", location).get("/v1/audit-events").path("items[0].id");

        Response event = withKey(KEY).get("/v1/events/" + id);

        assertThat(event.<String>path("object.id")).isEqualTo(location);
        assertThat(event.<String>path("object.url")).isEqualTo("/v1/locations/" + location);
        assertThat(event.<String>path("type")).isEqualTo("location.created");
    }

    @Test
    void eachEventNamesTheHashOfTheOneBefore() {
        location();
        location();
        List<Map<String, Object>> items = withKey(KEY).queryParam("limit", 200).get("/v1/events").path("items");

        for (int i = 1; i < items.size(); i++) {
            assertThat(items.get(i).get("previousHash")).isEqualTo(items.get(i - 1).get("hash"));
        }
    }

    @Test
    void aTypeThatNamesNoEventTypeIsRefusedNamingTheParameter() {
        Response refused = withKey(KEY).queryParam("types", "lots.*").get("/v1/events");

        assertProblem(refused, 422, "validation_failed", "/v1/events");
        assertThat(refused.<String>path("errors[0].field")).isEqualTo("types");
    }

    @Test
    void anUnknownEventIsNotFound() {
        assertProblem(withKey(KEY).get("/v1/events/evt_0000000000000000"), 404, "not_found", "/v1/events/evt_0000000000000000");
    }

    private static String location() {
        return asAdmin(KEY).contentType("application/json").body(Map.of("code", "LOC-" + UUID.randomUUID().toString()
                .substring(0, 8), "name", "Store", "kind", "storage", "storage", Map.of("minCelsius", 15, "maxCelsius", 25)))
                .post("/v1/locations").then().statusCode(201).extract().path("id");
    }
}
