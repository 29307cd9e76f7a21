package com.pharmaerp.api.integrations.events;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.EventTypes;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.warehouse.MaterialsTestData;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

/** GET /v1/event-types: the catalogue, for a key with events:read. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class EventTypeResourceTest {

    private static final String EVENT_TYPES = "/v1/event-types";

    @Test
    void listsEveryEventTypeSortedWithItsDescription() {
        JsonPath list = withKey(TestKeys.ACTIVE).get(EVENT_TYPES).then().statusCode(200).extract().jsonPath();

        assertThat(list.getList("items")).containsExactlyElementsOf(EventTypes.all().stream()
                .map(type -> Map.of("type", type.type(), "description", type.description())).toList());
    }

    @Test
    void everyActionTheAuditTrailRecordsIsListed() {
        MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201);

        List<String> actions = withKey(TestKeys.ACTIVE).queryParam("limit", 200).get("/v1/audit-events").jsonPath()
                .getList("items.action");
        List<String> listed = withKey(TestKeys.ACTIVE).get(EVENT_TYPES).jsonPath().getList("items.type");
        assertThat(actions).isNotEmpty();
        assertThat(listed).containsAll(actions);
    }

    @Test
    void aKeyWithoutEventsReadIs403() {
        assertProblem(withKey(TestKeys.NO_SCOPE).get(EVENT_TYPES), 403, "insufficient_scope", EVENT_TYPES);
    }
}
