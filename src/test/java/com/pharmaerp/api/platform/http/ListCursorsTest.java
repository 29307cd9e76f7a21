package com.pharmaerp.api.platform.http;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/** A cursor works only on the list, with the filters, that handed it out; only limit may change. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class ListCursorsTest {

    private static final String EVENTS = "/v1/audit-events";

    /** Two users more, so that the users list and the users' audit events each have a second page. */
    @BeforeEach
    void twoUsers() {
        for (int i = 0; i < 2; i++) {
            TestUsers.create(TestKeys.ACTIVE, "cursor" + UUID.randomUUID().toString().substring(0, 8), List.of("operator"));
        }
    }

    @Test
    void aCursorOfOneListIsInvalidOnEveryOtherList() throws IOException {
        String users = withKey(TestKeys.ACTIVE).queryParam("limit", 1).get("/v1/users").path("nextCursor");
        List<String> others = new ArrayList<>();
        JsonNode document = new ObjectMapper().readTree(Files.readString(Path.of("docs/openapi.json")));
        for (Iterator<Map.Entry<String, JsonNode>> paths = document.path("paths").fields(); paths.hasNext();) {
            Map.Entry<String, JsonNode> path = paths.next();
            if (path.getValue().path("get").path("parameters").toString().contains("\"cursor\"")
                    && !path.getKey().equals("/users")) {
                others.add("/v1" + path.getKey().replace("{id}", "none"));
            }
        }

        assertThat(users).as("the users list's cursor").isNotNull();
        assertThat(others).as("other lists").hasSizeGreaterThanOrEqualTo(15);
        for (String list : others) {
            assertProblem(withKey(TestKeys.ACTIVE).queryParam("cursor", users).get(list), 400, "invalid_cursor", list);
        }
    }

    @Test
    void aCursorSentWithOtherFiltersIsInvalid() {
        String cursor = firstCursorOfUserEvents();

        assertProblem(withKey(TestKeys.ACTIVE).queryParam("entityType", "material").queryParam("cursor", cursor).get(EVENTS),
                400, "invalid_cursor", EVENTS);
        assertProblem(withKey(TestKeys.ACTIVE).queryParam("cursor", cursor).get(EVENTS), 400, "invalid_cursor", EVENTS);
    }

    @Test
    void aCursorWhoseParameterNameIsPercentEncodedIsCheckedAsWell() {
        String cursor = firstCursorOfUserEvents();

        // %63 is 'c': the query names "cursor" only once decoded, and the list still refuses another list's cursor.
        assertProblem(withKey(TestKeys.ACTIVE).urlEncodingEnabled(false).get(EVENTS + "?%63ursor=" + cursor), 400,
                "invalid_cursor", EVENTS);
    }

    @Test
    void aCursorReadsTheNextPageOfItsListWithAnyLimit() {
        String cursor = firstCursorOfUserEvents();

        List<String> next = withKey(TestKeys.ACTIVE).queryParam("entityType", "user").queryParam("limit", 2)
                .queryParam("cursor", cursor).get(EVENTS).then().statusCode(200).extract().path("items.entityType");
        assertThat(next).isNotEmpty().containsOnly("user");
    }

    private static String firstCursorOfUserEvents() {
        String cursor = withKey(TestKeys.ACTIVE).queryParam("entityType", "user").queryParam("limit", 1).get(EVENTS)
                .path("nextCursor");
        assertThat(cursor).as("a second user event").isNotNull();
        return cursor;
    }
}
