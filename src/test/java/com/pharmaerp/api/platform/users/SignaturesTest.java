package com.pharmaerp.api.platform.users;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** Part 11 e-signatures, on the signed change of a user's access. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class SignaturesTest {

    private String signerName;
    private String signer;
    private String target;

    /** A second admin signs, so the tenant's own admin stays unlocked for every other test. */
    @BeforeEach
    void twoUsers() {
        signerName = "s." + UUID.randomUUID().toString().substring(0, 8);
        signer = TestUsers.create(TestKeys.ACTIVE, signerName, List.of("admin"));
        target = TestUsers.create(TestKeys.ACTIVE, "t." + UUID.randomUUID().toString().substring(0, 8), List.of("qa"));
    }

    private Response changeAccess(String actingUser, String ifMatch, Map<String, Object> signature) {
        var request = withKey(TestKeys.ACTIVE).header(ActingUserFilter.HEADER, actingUser).contentType("application/json")
                .body(Map.of("roles", List.of("qa", "qp"), "active", true, "signature", signature));
        return (ifMatch == null ? request : request.header("If-Match", ifMatch)).post("/v1/users/" + target + "/access");
    }

    private Map<String, Object> signature(String username, String password, String meaning) {
        return Map.of("username", username, "password", password, "meaning", meaning, "reason", "QP appointed");
    }

    private Map<String, Object> good() {
        return signature(signerName, TestUsers.PASSWORD, "approval");
    }

    private JsonPath eventsOf(String userId) {
        return withKey(TestKeys.ACTIVE).queryParam("entityId", userId).get("/v1/audit-events").jsonPath();
    }

    @Test
    void aSignedAccessChangeIsAppliedShowsItsSignatureAndIsAudited() {
        Response changed = changeAccess(signer, "\"1\"", good());

        assertThat(changed.statusCode()).isEqualTo(200);
        assertThat(changed.header("ETag")).isEqualTo("\"2\"");
        JsonPath user = changed.jsonPath();
        assertThat(user.getList("roles")).containsExactly("qa", "qp");
        assertThat(user.getMap("accessApproval")).containsEntry("userId", signer).containsEntry("printedName", "Anna Meyer")
                .containsEntry("meaning", "approval").containsEntry("reason", "QP appointed").containsEntry("version", 1)
                .containsKey("signedAt");
        assertThat(user.getString("accessApproval.signedAt")).endsWith("Z");
        assertThat(changed.asString()).doesNotContain(TestUsers.PASSWORD);
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/users/" + target).jsonPath().getString("accessApproval.meaning"))
                .isEqualTo("approval");
        JsonPath events = eventsOf(target);
        assertThat(events.getList("items.action")).containsExactly("user.created", "user.access_changed");
        assertThat(events.getString("items[1].reason")).isEqualTo("QP appointed");
        assertThat(events.getString("items[1].userId")).isEqualTo(signer);
    }

    @Test
    void aWrongPasswordIs422ChangesNothingAndLeavesAnAuditEvent() {
        assertProblem(changeAccess(signer, "\"1\"", signature(signerName, "not the password", "approval")), 422,
                "signature_invalid", "/v1/users/" + target + "/access");

        JsonPath user = withKey(TestKeys.ACTIVE).get("/v1/users/" + target).jsonPath();
        assertThat(user.getInt("version")).isEqualTo(1);
        assertThat(user.getList("roles")).containsExactly("qa");
        assertThat(eventsOf(signer).getList("items.action")).containsExactly("user.created", "user.signature_failed");
    }

    @Test
    void theFifthFailureInARowLocksTheSignerUntilAnAdminResetsThePassword() {
        for (int attempt = 1; attempt <= 5; attempt++) {
            assertProblem(changeAccess(signer, "\"1\"", signature(signerName, "wrong " + attempt, "approval")), 422,
                    "signature_invalid", "/v1/users/" + target + "/access");
        }
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/users/" + signer).jsonPath().getBoolean("locked")).isTrue();
        assertProblem(changeAccess(signer, "\"1\"", good()), 403, "user_locked", "/v1/users/" + target + "/access");
        assertThat(eventsOf(signer).getList("items.changes.field").toString()).contains("locked");

        asAdmin(TestKeys.ACTIVE).contentType("application/json").body(Map.of("password", TestUsers.PASSWORD))
                .post("/v1/users/" + signer + "/password").then().statusCode(200);
        assertThat(changeAccess(signer, "\"1\"", good()).statusCode()).isEqualTo(200);
    }

    @Test
    void anotherPersonsCredentialsOrAnotherMeaningAreRefused() {
        assertProblem(changeAccess(signer, "\"1\"", signature(TestUsers.ADMIN_USERNAME, TestUsers.ADMIN_PASSWORD, "approval")),
                422, "signature_invalid", "/v1/users/" + target + "/access");
        JsonPath problem = assertProblem(changeAccess(signer, "\"1\"", signature(signerName, TestUsers.PASSWORD, "rejection")),
                422, "validation_failed", "/v1/users/" + target + "/access");
        assertThat(problem.getString("errors[0].field")).isEqualTo("signature.meaning");
    }

    @Test
    void anAdminMayNotChangeTheirOwnAccessAndASignedChangeNeedsIfMatch() {
        assertProblem(withKey(TestKeys.ACTIVE).header(ActingUserFilter.HEADER, signer).header("If-Match", "\"1\"")
                .contentType("application/json").body(Map.of("roles", List.of("admin", "qp"), "active", true, "signature",
                        good())).post("/v1/users/" + signer + "/access"), 403, "segregation_of_duties",
                "/v1/users/" + signer + "/access");
        assertProblem(changeAccess(signer, null, good()), 428, "precondition_required", "/v1/users/" + target + "/access");
    }
}
