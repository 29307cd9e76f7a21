package com.pharmaerp.api.qms;

import static com.pharmaerp.api.qms.CapaFlow.source;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.quality.CapaCoverage;
import com.pharmaerp.api.testsupport.Api;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUnits;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** /v1/capas: sources, owners, actions and their four eyes, implementation, close and cancel. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class CapasTest {

    private static final LocalDate LATER = LocalDate.now(ZoneOffset.UTC).plusYears(5);
    private static CapaFlow flow;

    @Inject
    CapaCoverage coverage;

    @BeforeEach
    void people() {
        if (flow == null) {
            flow = new CapaFlow(TestKeys.ACTIVE);
        }
    }

    @Test
    void aCapaOpensOnADeviationWithTheNextNumber() {
        String deviation = flow.deviation("Seal worn");
        Response opened = flow.open(List.of(source("deviation", deviation)));

        assertThat(opened.statusCode()).as(opened.body().asString()).isEqualTo(201);
        assertThat(opened.header("Location")).endsWith("/v1/capas/" + opened.path("id"));
        assertThat(opened.<String>path("number")).matches("CAPA-\\d{6}");
        assertThat(opened.<String>path("status")).isEqualTo("open");
        assertThat(opened.<String>path("sources[0].id")).isEqualTo(deviation);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", opened.<String>path("id")).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("capa.opened");
    }

    @Test
    void aSourceThatIsNoRecordOfTheTenantIsNamed() {
        JsonPath problem = assertProblem(flow.open(List.of(source("deviation", flow.deviation("Seal worn")),
                source("recall", "rcl_Nothing"))), 422, "source_not_found", "/v1/capas");
        assertThat(problem.getList("errors.field")).containsExactly("sources[1].id");
    }

    @Test
    void unknownComplaintsAndOosInvestigationsAreEachNamedAsNotFound() {
        JsonPath problem = assertProblem(flow.open(List.of(source("complaint", "cmp_Any"),
                source("oos_investigation", "oos_Any"))), 422, "source_not_found", "/v1/capas");
        assertThat(problem.getList("errors.field")).containsExactly("sources[0].id", "sources[1].id");
    }

    @Test
    void anOtherSourceTakesAReferenceInsteadOfAnId() {
        Response opened = flow.open(List.of(Map.of("type", "other", "reference", "Audit 2027-03 finding 4")));
        assertThat(opened.statusCode()).as(opened.body().asString()).isEqualTo(201);
        assertThat(opened.<String>path("sources[0].reference")).isEqualTo("Audit 2027-03 finding 4");

        JsonPath problem = assertProblem(flow.open(List.of(Map.of("type", "other"))), 422, "validation_failed", "/v1/capas");
        assertThat(problem.getList("errors.field")).containsExactly("sources[0].reference");
    }

    @Test
    void aCapaCanFollowAnotherCapa() {
        String first = flow.openCapa();
        Response follow = flow.open(List.of(source("capa", first)));
        assertThat(follow.statusCode()).as(follow.body().asString()).isEqualTo(201);
    }

    @Test
    void theOwnerIsAnActiveUserOfTheTenant() {
        Response opened = flow.as(flow.qa).body(Map.of("title", "T", "description", "D", "ownerId", "usr_Nobody", "sources",
                List.of(Map.of("type", "other", "reference", "R")))).post("/v1/capas");
        JsonPath problem = assertProblem(opened, 422, "validation_failed", "/v1/capas");
        assertThat(problem.getList("errors.field")).containsExactly("ownerId");
    }

    @Test
    void aClerkDoesNotOpenACapa() {
        Response opened = flow.as(flow.clerk).body(Map.of("title", "T", "description", "D", "ownerId", flow.owner, "sources",
                List.of(Map.of("type", "other", "reference", "R")))).post("/v1/capas");
        assertProblem(opened, 403, "role_required", "/v1/capas");
    }

    @Test
    void theListFiltersBySourceOwnerAndStatus() {
        String deviation = flow.deviation("Filter me");
        String capa = flow.open(List.of(source("deviation", deviation))).then().statusCode(201).extract().path("id");

        assertThat(withKey(TestKeys.ACTIVE).queryParam("sourceId", deviation).get("/v1/capas").jsonPath()
                .getList("items.id")).containsExactly(capa);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("ownerId", flow.owner).queryParam("status", "open")
                .get("/v1/capas").jsonPath().getList("items.id")).contains(capa);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("sourceId", deviation).queryParam("status", "closed")
                .get("/v1/capas").jsonPath().getList("items.id")).isEmpty();
    }

    @Test
    void anAddedActionIsListedAndRaisesTheCapasVersion() {
        String capa = flow.openCapa();
        Response added = flow.addAction(capa, "preventive", flow.owner, LATER);

        assertThat(added.statusCode()).as(added.body().asString()).isEqualTo(201);
        assertThat(added.header("Location")).endsWith("/v1/capas/" + capa + "/actions/" + added.path("id"));
        assertThat(added.header("ETag")).isEqualTo("\"2\"");
        assertThat(added.<Integer>path("lineNo")).isEqualTo(1);
        assertThat(added.<String>path("status")).isEqualTo("open");
        assertThat(flow.read(capa).getList("actions.id")).containsExactly(added.<String>path("id"));
    }

    @Test
    void theCapasOwnerAddsActionsButAnotherClerkDoesNot() {
        String capa = flow.openCapa();
        Response byOwner = flow.as(flow.owner).body(Map.of("kind", "corrective", "description", "D", "ownerId", flow.owner,
                "dueOn", LATER.toString())).post("/v1/capas/" + capa + "/actions");
        assertThat(byOwner.statusCode()).isEqualTo(201);
        Response byClerk = flow.as(flow.clerk).body(Map.of("kind", "corrective", "description", "D", "ownerId", flow.owner,
                "dueOn", LATER.toString())).post("/v1/capas/" + capa + "/actions");
        assertProblem(byClerk, 403, "role_required", "/v1/capas/" + capa + "/actions");
    }

    @Test
    void onlyTheActionsOwnerCompletesIt() {
        String capa = flow.openCapa();
        String action = flow.action(capa, LATER);
        String path = "/v1/capas/" + capa + "/actions/" + action + "/complete";

        assertProblem(flow.complete(capa, action, flow.qa), 403, "segregation_of_duties", path);
        Response done = flow.complete(capa, action, flow.owner);
        assertThat(done.statusCode()).as(done.body().asString()).isEqualTo(200);
        assertThat(done.<String>path("actions[0].status")).isEqualTo("done");
        assertThat(done.<String>path("actions[0].completion.evidence")).isEqualTo("New supplier qualified");
        assertThat(done.<String>path("actions[0].completion.completedBy")).isEqualTo(flow.owner);
    }

    @Test
    void aCompletionNamingAnUnknownFileIsRefused() {
        String capa = flow.openCapa();
        String action = flow.action(capa, LATER);
        Response sent = flow.as(flow.owner).body(Map.of("evidence", "E", "fileIds", List.of("file_0000000000000000")))
                .post("/v1/capas/" + capa + "/actions/" + action + "/complete");
        JsonPath problem = assertProblem(sent, 422, "validation_failed", "/v1/capas/" + capa + "/actions/" + action
                + "/complete");
        assertThat(problem.getList("errors.field")).containsExactly("fileIds[0]");
    }

    @Test
    void aCompletionsFilesAreAttachedToTheCapa() {
        String capa = flow.openCapa();
        String action = flow.action(capa, LATER);
        String file = Api.asAdmin(flow.key).queryParam("filename", "seal-report.txt").contentType("text/plain")
                .body("Seal replaced and tested.".getBytes(StandardCharsets.UTF_8)).post("/v1/files").then().statusCode(201)
                .extract().path("id");

        flow.as(flow.owner).body(Map.of("evidence", "Seal replaced", "fileIds", List.of(file)))
                .post("/v1/capas/" + capa + "/actions/" + action + "/complete").then().statusCode(200);

        assertThat(withKey(flow.key).get("/v1/files/" + file).jsonPath().getList("attachedTo.entityId")).containsExactly(capa);
    }

    private Response extend(String capa, String action, String user, LocalDate dueOn) {
        return flow.as(user).header("If-Match", flow.etag(capa)).body(Map.of("dueOn", dueOn.toString(), "reason",
                "Supplier audit moved", "signature", flow.signature(user, "approval")))
                .post("/v1/capas/" + capa + "/actions/" + action + "/extend");
    }

    @Test
    void qaExtendsAnActionToALaterDateAndEveryExtensionIsKept() {
        String capa = flow.openCapa();
        String action = flow.action(capa, LATER);

        extend(capa, action, flow.qa, LATER.plusDays(10)).then().statusCode(200);
        Response again = extend(capa, action, flow.qa, LATER.plusDays(20));

        assertThat(again.statusCode()).as(again.body().asString()).isEqualTo(200);
        assertThat(again.<String>path("actions[0].dueOn")).isEqualTo(LATER.plusDays(20).toString());
        assertThat(again.jsonPath().getList("actions[0].extensions.toDueOn")).containsExactly(LATER.plusDays(10).toString(),
                LATER.plusDays(20).toString());
        assertThat(again.<String>path("actions[0].extensions[0].fromDueOn")).isEqualTo(LATER.toString());
        assertThat(again.<String>path("actions[0].extensions[1].signature.meaning")).isEqualTo("approval");
    }

    @Test
    void anExtensionMovesTheDueDateLaterOnly() {
        String capa = flow.openCapa();
        String action = flow.action(capa, LATER);
        JsonPath problem = assertProblem(extend(capa, action, flow.qa, LATER), 422, "validation_failed",
                "/v1/capas/" + capa + "/actions/" + action + "/extend");
        assertThat(problem.getList("errors.field")).containsExactly("dueOn");
    }

    @Test
    void theActionsOwnerDoesNotExtendIt() {
        String capa = flow.openCapa();
        String action = flow.addAction(capa, "corrective", flow.qa, LATER).then().statusCode(201).extract().path("id");
        assertProblem(extend(capa, action, flow.qa, LATER.plusDays(1)), 403, "segregation_of_duties",
                "/v1/capas/" + capa + "/actions/" + action + "/extend");
    }

    @Test
    void qaCancelsAnActionWithASignature() {
        String capa = flow.openCapa();
        String action = flow.action(capa, LATER);
        Response cancelled = flow.as(flow.qa).header("If-Match", flow.etag(capa)).body(Map.of("reason", "Duplicate",
                "signature", flow.signature(flow.qa, "rejection"))).post("/v1/capas/" + capa + "/actions/" + action
                        + "/cancel");
        assertThat(cancelled.statusCode()).as(cancelled.body().asString()).isEqualTo(200);
        assertThat(cancelled.<String>path("actions[0].status")).isEqualTo("cancelled");
        assertThat(cancelled.<String>path("actions[0].cancellation.meaning")).isEqualTo("rejection");
    }

    @Test
    void implementationNeedsACorrectiveAction() {
        String capa = flow.openCapa();
        assertProblem(flow.implement(capa, flow.qa), 409, "actions_missing", "/v1/capas/" + capa + "/implement");
    }

    @Test
    void implementationNeedsEveryActionDoneOrCancelled() {
        String capa = flow.openCapa();
        flow.action(capa, LATER);
        assertProblem(flow.implement(capa, flow.qa), 409, "actions_open", "/v1/capas/" + capa + "/implement");
    }

    @Test
    void theCapasOwnerDoesNotImplementIt() {
        String capa = flow.openCapa();
        String ownedByQa = flow.as(flow.qa).body(Map.of("title", "T", "description", "D", "ownerId", flow.qa, "sources",
                List.of(Map.of("type", "other", "reference", "R")))).post("/v1/capas").then().statusCode(201).extract()
                .path("id");
        assertThat(capa).isNotEqualTo(ownedByQa);
        assertProblem(flow.implement(ownedByQa, flow.qa), 403, "segregation_of_duties", "/v1/capas/" + ownedByQa
                + "/implement");
    }

    @Test
    void anImplementedCapaClosesEffective() {
        String capa = flow.readyToImplement();
        Response implemented = flow.implement(capa, flow.qa);
        assertThat(implemented.statusCode()).as(implemented.body().asString()).isEqualTo(200);
        assertThat(implemented.<String>path("status")).isEqualTo("implemented");
        assertThat(implemented.<String>path("implementedOn")).isNotNull();

        Response closed = flow.close(capa, "effective", null);
        assertThat(closed.statusCode()).as(closed.body().asString()).isEqualTo(200);
        assertThat(closed.<String>path("status")).isEqualTo("closed");
        assertThat(closed.<String>path("verdict")).isEqualTo("effective");
        assertThat(closed.<String>path("closing.userId")).isEqualTo(flow.otherQa);
    }

    @Test
    void anIneffectiveCloseNamesAnOpenFollowUpCapaThatNamesIt() {
        String capa = flow.readyToImplement();
        flow.implement(capa, flow.qa).then().statusCode(200);
        String unrelated = flow.openCapa();

        assertProblem(flow.close(capa, "ineffective", null), 422, "validation_failed", "/v1/capas/" + capa + "/close");
        assertProblem(flow.close(capa, "ineffective", unrelated), 422, "validation_failed", "/v1/capas/" + capa + "/close");
        String followUp = flow.open(List.of(source("capa", capa))).then().statusCode(201).extract().path("id");
        Response closed = flow.close(capa, "ineffective", followUp);
        assertThat(closed.statusCode()).as(closed.body().asString()).isEqualTo(200);
        assertThat(closed.<String>path("followUpCapaId")).isEqualTo(followUp);
    }

    @Test
    void qaCancelsAnOpenCapaAndItNoLongerCoversItsDeviation() throws Throwable {
        String deviation = flow.deviation("Covered, then not");
        String capa = flow.open(List.of(source("deviation", deviation))).then().statusCode(201).extract().path("id");
        assertThat(covered(deviation)).isTrue();

        Response cancelled = flow.as(flow.qa).header("If-Match", flow.etag(capa)).body(Map.of("signature",
                flow.signature(flow.qa, "rejection"))).post("/v1/capas/" + capa + "/cancel");
        assertThat(cancelled.statusCode()).as(cancelled.body().asString()).isEqualTo(200);
        assertThat(cancelled.<String>path("status")).isEqualTo("cancelled");
        assertThat(covered(deviation)).isFalse();
    }

    @Test
    void aDeviationNoCapaNamesIsNotCovered() throws Throwable {
        assertThat(covered(flow.deviation("Alone"))).isFalse();
    }

    private boolean covered(String deviation) throws Throwable {
        return TestUnits.read("default", work -> coverage.namedByCapa(work, "deviation", deviation));
    }

    @Test
    void anotherTenantsCapaIsNotFound() {
        String capa = flow.openCapa();
        assertProblem(withKey(TestKeys.ACME).get("/v1/capas/" + capa), 404, "not_found", "/v1/capas/" + capa);
    }
}
