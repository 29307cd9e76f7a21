package com.pharmaerp.api.platform.sandbox;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.users.ActingUserFilter;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

/** The sandbox business clock of one tenant (acme), set and reset by its admin. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class SandboxClockTest {

    private static final String CLOCK = "/v1/sandbox/clock";

    @AfterEach
    void backToRealTime() {
        asAdmin(TestKeys.ACME).delete(CLOCK).then().statusCode(200);
    }

    private static Instant nowOf(JsonPath clock) {
        return Instant.parse(clock.getString("now"));
    }

    @Test
    void anAdminSetsTheBusinessTimeOfTheirTenantAloneAndItRunsOn() {
        JsonPath set = asAdmin(TestKeys.ACME).contentType("application/json").body(Map.of("now", "2027-01-01T00:00:00Z"))
                .put(CLOCK).then().statusCode(200).extract().jsonPath();
        assertThat(set.getBoolean("real")).isFalse();
        assertThat(Duration.between(Instant.parse("2027-01-01T00:00:00Z"), nowOf(set))).isBetween(Duration.ZERO,
                Duration.ofSeconds(5));

        JsonPath read = withKey(TestKeys.ACME).get(CLOCK).then().statusCode(200).extract().jsonPath();
        assertThat(nowOf(read)).isAfterOrEqualTo(nowOf(set)).isBefore(Instant.parse("2027-01-01T00:01:00Z"));
        JsonPath otherTenant = withKey(TestKeys.ACTIVE).get(CLOCK).then().statusCode(200).extract().jsonPath();
        assertThat(otherTenant.getBoolean("real")).isTrue();
        assertThat(Duration.between(Instant.now(), nowOf(otherTenant)).abs()).isLessThan(Duration.ofSeconds(30));
        assertThat(withKey(TestKeys.ACME).queryParam("entityType", "sandbox_clock").get("/v1/audit-events").jsonPath()
                .getList("items.action")).contains("sandbox_clock.set");
    }

    @Test
    void theTimeIsRfc3339TextNeverANumberReadAsEpochSeconds() {
        for (String now : List.of("1.5", "1700000000", "2027-01-01", "2027-01-01T00:00:00")) {
            assertProblem(asAdmin(TestKeys.ACME).contentType("application/json").body(Map.of("now", now)).put(CLOCK), 400,
                    "bad_request", CLOCK);
        }
        JsonPath offset = asAdmin(TestKeys.ACME).contentType("application/json").body(Map.of("now",
                "2027-01-01T02:00:00+02:00")).put(CLOCK).then().statusCode(200).extract().jsonPath();
        assertThat(Duration.between(Instant.parse("2027-01-01T00:00:00Z"), nowOf(offset))).isBetween(Duration.ZERO,
                Duration.ofSeconds(5));
        asAdmin(TestKeys.ACME).delete(CLOCK).then().statusCode(200);
    }

    @Test
    void deleteReturnsToRealTime() {
        asAdmin(TestKeys.ACME).contentType("application/json").body(Map.of("now", "2030-06-01T12:00:00Z")).put(CLOCK)
                .then().statusCode(200);

        JsonPath reset = asAdmin(TestKeys.ACME).delete(CLOCK).then().statusCode(200).extract().jsonPath();
        assertThat(reset.getBoolean("real")).isTrue();
        assertThat(Duration.between(Instant.now(), nowOf(reset)).abs()).isLessThan(Duration.ofSeconds(30));
    }

    @Test
    void onlyAnAdminActingAsThemselvesMovesTheClock() {
        assertProblem(withKey(TestKeys.ACME).contentType("application/json").body(Map.of("now", "2027-01-01T00:00:00Z"))
                .put(CLOCK), 400, "acting_user_required", CLOCK);
        String clerk = TestUsers.create(TestKeys.ACME, "c." + UUID.randomUUID().toString().substring(0, 8),
                List.of("warehouse_clerk"));
        assertProblem(withKey(TestKeys.ACME).header(ActingUserFilter.HEADER, clerk).contentType("application/json")
                .body(Map.of("now", "2027-01-01T00:00:00Z")).put(CLOCK), 403, "role_required", CLOCK);
        assertProblem(asAdmin(TestKeys.ACME).contentType("application/json").body(Map.of("now", "next year")).put(CLOCK),
                400, "bad_request", CLOCK);
    }
}
