package com.pharmaerp.api.platform.users;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;
import com.pharmaerp.api.warehouse.MaterialsTestData;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** People over HTTP: the bootstrap of a tenant, the acting user of every write, roles, passwords never shown. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class UsersTest {

    private static Map<String, Object> user(String username, List<String> roles) {
        return Map.of("username", username, "printedName", "Anna Meyer", "roles", roles, "password", "a long enough secret");
    }

    private static Response createAsAdmin(String username, List<String> roles) {
        return asAdmin(TestKeys.ACTIVE).contentType("application/json").body(user(username, roles)).post("/v1/users");
    }

    private static String uniqueName() {
        return "u." + UUID.randomUUID().toString().substring(0, 8);
    }

    @Test
    void aNewTenantsFirstUserIsAnAdminCreatedWithoutActingUserAndOnlyOnce() {
        assertProblem(withKey(TestKeys.FRESH).contentType("application/json").body(user("first", List.of("qa")))
                .post("/v1/users"), 422, "validation_failed", "/v1/users");

        Response first = withKey(TestKeys.FRESH).contentType("application/json").body(user("first", List.of("admin")))
                .post("/v1/users");
        assertThat(first.statusCode()).isEqualTo(201);
        assertThat(first.header("Location")).endsWith("/v1/users/" + first.path("id"));

        assertProblem(withKey(TestKeys.FRESH).contentType("application/json").body(user("second", List.of("admin")))
                .post("/v1/users"), 400, "acting_user_required", "/v1/users");
    }

    @Test
    void aUserIsShownWithRolesButNeverWithAPassword() {
        Response created = createAsAdmin(uniqueName(), List.of("qa", "qc_analyst"));

        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(created.jsonPath().getList("roles")).containsExactly("qa", "qc_analyst");
        assertThat(created.jsonPath().getBoolean("active")).isTrue();
        assertThat(created.jsonPath().getBoolean("locked")).isFalse();
        assertThat(created.asString()).doesNotContain("a long enough secret", "password", "$2y$");
        String id = created.path("id");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/users/" + id).asString()).doesNotContain("password", "$2y$");
        JsonPath events = withKey(TestKeys.ACTIVE).queryParam("entityId", id).get("/v1/audit-events").jsonPath();
        assertThat(events.getList("items.action")).containsExactly("user.created");
        assertThat(events.prettify()).doesNotContain("a long enough secret", "$2y$");
    }

    @Test
    void theUsernameFilterFindsExactlyThatUser() {
        String username = uniqueName();
        String id = createAsAdmin(username, List.of("qa")).path("id");
        createAsAdmin(uniqueName(), List.of("qa"));

        JsonPath page = withKey(TestKeys.ACTIVE).queryParam("username", username).get("/v1/users").jsonPath();

        assertThat(page.getList("items.id")).containsExactly(id);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("username", username.toUpperCase()).get("/v1/users")
                .jsonPath().getList("items")).isEmpty();
    }

    @Test
    void invalidUsersAre422AndATakenUsernameIs409() {
        JsonPath problem = assertProblem(asAdmin(TestKeys.ACTIVE).contentType("application/json")
                .body(Map.of("username", "X", "printedName", "", "roles", List.of("wizard"), "password", "short"))
                .post("/v1/users"), 422, "validation_failed", "/v1/users");
        assertThat(problem.getList("errors.field")).contains("username", "printedName", "roles[0]", "password");

        String name = uniqueName();
        createAsAdmin(name, List.of("qa")).then().statusCode(201);
        assertProblem(createAsAdmin(name, List.of("qa")), 409, "username_taken", "/v1/users");
    }

    @Test
    void everyWriteNamesAnActiveUserOfTheTenant() {
        assertProblem(withKey(TestKeys.ACTIVE).contentType("application/json")
                .body(MaterialsTestData.body(MaterialsTestData.uniqueCode())).post("/v1/materials"), 400,
                "acting_user_required", "/v1/materials");
        assertProblem(withKey(TestKeys.ACTIVE).header(ActingUserFilter.HEADER, "usr_0000000000000000")
                .contentType("application/json").body(MaterialsTestData.body(MaterialsTestData.uniqueCode()))
                .post("/v1/materials"), 403, "acting_user_invalid", "/v1/materials");
        assertProblem(withKey(TestKeys.ACTIVE).header(ActingUserFilter.HEADER, "not an id")
                .contentType("application/json").body(MaterialsTestData.body(MaterialsTestData.uniqueCode()))
                .post("/v1/materials"), 403, "acting_user_invalid", "/v1/materials");
        assertProblem(withKey(TestKeys.ACME).header(ActingUserFilter.HEADER, TestUsers.adminOf(TestKeys.ACTIVE))
                .contentType("application/json").body(MaterialsTestData.body(MaterialsTestData.uniqueCode()))
                .post("/v1/materials"), 403, "acting_user_invalid", "/v1/materials");
    }

    @Test
    void aUserWithoutTheActionsRoleIs403RoleRequired() {
        String analyst = createAsAdmin(uniqueName(), List.of("qc_analyst")).path("id");

        JsonPath problem = assertProblem(withKey(TestKeys.ACTIVE).header(ActingUserFilter.HEADER, analyst)
                .contentType("application/json").body(MaterialsTestData.body(MaterialsTestData.uniqueCode()))
                .post("/v1/materials"), 403, "role_required", "/v1/materials");
        assertThat(problem.getString("detail")).contains("admin", "supervisor", "qc_analyst");
        assertProblem(withKey(TestKeys.ACTIVE).header(ActingUserFilter.HEADER, analyst).contentType("application/json")
                .body(user(uniqueName(), List.of("qa"))).post("/v1/users"), 403, "role_required", "/v1/users");
    }

    @Test
    void theActingUserIsRecordedInTheAuditTrail() {
        String id = MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201).extract().path("id");

        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", id).get("/v1/audit-events").jsonPath()
                .getString("items[0].userId")).isEqualTo(TestUsers.adminOf(TestKeys.ACTIVE));
    }

    @Test
    void onlyThePrintedNameIsPatchedAndAnAdminResetsPasswords() {
        String id = createAsAdmin(uniqueName(), List.of("qa")).path("id");

        asAdmin(TestKeys.ACTIVE).contentType("application/merge-patch+json").header("If-Match", "\"1\"")
                .body(Map.of("printedName", "Anna Meyer-Schulz")).patch("/v1/users/" + id).then().statusCode(200)
                .header("ETag", "\"2\"");
        assertProblem(asAdmin(TestKeys.ACTIVE).contentType("application/merge-patch+json").header("If-Match", "\"2\"")
                .body(Map.of("roles", List.of("admin"))).patch("/v1/users/" + id), 422, "validation_failed", "/v1/users/" + id);

        asAdmin(TestKeys.ACTIVE).contentType("application/json").body(Map.of("password", "another long secret"))
                .post("/v1/users/" + id + "/password").then().statusCode(200).header("ETag", "\"3\"");
        assertProblem(withKey(TestKeys.ACTIVE).header(ActingUserFilter.HEADER, id).contentType("application/json")
                .body(Map.of("password", "another long secret")).post("/v1/users/" + id + "/password"), 403,
                "role_required", "/v1/users/" + id + "/password");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", id).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("user.created", "user.updated", "user.password_reset");
    }

    @Test
    void readsNeedNoActingUserButTheUsersScope() {
        withKey(TestKeys.ACTIVE).get("/v1/users").then().statusCode(200);
        assertProblem(withKey(TestKeys.NO_SCOPE).get("/v1/users"), 403, "insufficient_scope", "/v1/users");
    }
}
