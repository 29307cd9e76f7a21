package com.pharmaerp.api.platform.files;

import static com.pharmaerp.api.platform.files.FilesTest.pdf;
import static com.pharmaerp.api.platform.files.FilesTest.upload;
import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;

/** Files attached to the records that take them: one insert and one event each, in any state, never removed. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class AttachmentsTest {

    /** One record of each collection, made once for the class by the first test that needs them. */
    private static Map<String, String> records;

    private GmpFlow flow;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
    }

    private static RequestSpecification anotherTenant() {
        return withKey(TestKeys.ACME).header("X-Acting-User", TestUsers.adminOf(TestKeys.ACME)).contentType("application/json");
    }

    private String file(String name) {
        return upload(TestKeys.ACTIVE, name, "application/pdf", pdf(2000, name.hashCode())).path("id");
    }

    @Test
    void aFileAttachedToAGoodsReceiptIsListedOnItAndTheFileNamesTheReceipt() {
        String receipt = flow.receive(flow.receiptBody(flow.approvedOrder("10"), "10", flow.storeA)).path("id");
        String file = file("coa.pdf");
        String path = "/v1/goods-receipts/" + receipt + "/attachments";

        Response attached = flow.as(flow.clerk).body(Map.of("fileId", file, "description", "Supplier CoA")).post(path);

        assertThat(attached.statusCode()).as(attached.asString()).isEqualTo(201);
        assertThat(attached.header("Location")).endsWith(path);
        assertThat(attached.jsonPath().getString("id")).startsWith("att_");
        assertThat(attached.jsonPath().getString("fileId")).isEqualTo(file);
        assertThat(attached.jsonPath().getString("filename")).isEqualTo("coa.pdf");
        assertThat(attached.jsonPath().getString("sha256")).hasSize(64);
        assertThat(attached.jsonPath().getString("description")).isEqualTo("Supplier CoA");
        assertThat(attached.jsonPath().getString("attachedBy")).isEqualTo(flow.clerk);
        assertThat(withKey(TestKeys.ACTIVE).get(path).jsonPath().getList("items.fileId")).containsExactly(file);
        JsonPath read = withKey(TestKeys.ACTIVE).get("/v1/files/" + file).jsonPath();
        assertThat(read.getString("attachedTo[0].entityType")).isEqualTo("goods_receipt");
        assertThat(read.getString("attachedTo[0].entityId")).isEqualTo(receipt);
        JsonPath events = withKey(TestKeys.ACTIVE).queryParam("entityId", receipt).get("/v1/audit-events").jsonPath();
        assertThat(events.getList("items.action")).contains("attachment.added");
    }

    @ParameterizedTest
    @ValueSource(strings = { "goods-receipts", "suppliers", "inspection-lots", "oos-investigations", "deviations", "capas",
            "complaints", "customers", "returns" })
    void everyRecordThatTakesAttachmentsServesThemAndIs404ToAnotherTenant(String collection) {
        if (records == null) {
            records = flow.oneOfEach();
            // Its webhook endpoint has no receiver: deleted at once, so later suites' events never disable it
            // and leave health warning.
            asAdmin(TestKeys.ACTIVE).delete("/v1/webhook-endpoints/" + records.get("webhook-endpoints")).then()
                    .statusCode(204);
        }
        String path = "/v1/" + collection + "/" + records.get(collection) + "/attachments";
        String file = file(collection + ".pdf");

        Response attached = flow.as(flow.qa).body(Map.of("fileId", file)).post(path);

        assertThat(attached.statusCode()).as(attached.asString()).isEqualTo(201);
        assertThat(attached.header("Location")).endsWith(path);
        assertThat(withKey(TestKeys.ACTIVE).get(path).jsonPath().getList("items.fileId")).containsExactly(file);
        String theirs = upload(TestKeys.ACME, "theirs.pdf", "application/pdf", pdf(100, 7)).path("id");
        assertProblem(anotherTenant().body(Map.of("fileId", theirs)).post(path), 404, "not_found", path);
        assertProblem(anotherTenant().body("{}").post(path), 404, "not_found", path);
        assertProblem(withKey(TestKeys.ACME).get(path), 404, "not_found", path);
        assertThat(withKey(TestKeys.ACTIVE).get(path).jsonPath().getList("items.fileId")).containsExactly(file);
    }

    @Test
    void anUnknownOrAnotherTenantsFileIs422NamingFileId() {
        String deviation = flow.as(flow.clerk).body(Map.of("description", "Broken seal", "references", List.of()))
                .post("/v1/deviations").path("id");
        String theirs = upload(TestKeys.ACME, "theirs.pdf", "application/pdf", pdf(100, 9)).path("id");
        String path = "/v1/deviations/" + deviation + "/attachments";

        for (String fileId : new String[] { theirs, "file_0000000000000000" }) {
            JsonPath problem = assertProblem(flow.as(flow.clerk).body(Map.of("fileId", fileId)).post(path), 422,
                    "validation_failed", path);
            assertThat(problem.getString("errors[0].field")).isEqualTo("fileId");
        }
        assertThat(withKey(TestKeys.ACTIVE).get(path).jsonPath().getList("items")).isEmpty();
    }

    @Test
    void anUnknownRecordIs404() {
        String path = "/v1/deviations/dev_0000000000000000/attachments";
        assertProblem(flow.as(flow.clerk).body(Map.of("fileId", file("x.pdf"))).post(path), 404, "not_found", path);
        assertProblem(withKey(TestKeys.ACTIVE).get(path), 404, "not_found", path);
    }

    @Test
    void attachingTakesTheRecordsModuleWriteScope() {
        String deviation = flow.as(flow.clerk).body(Map.of("description", "Broken seal", "references", List.of()))
                .post("/v1/deviations").path("id");
        String path = "/v1/deviations/" + deviation + "/attachments";
        assertProblem(withKey(TestKeys.NO_SCOPE).header("X-Acting-User", flow.clerk).contentType("application/json")
                .body(Map.of("fileId", file("s.pdf"))).post(path), 403, "insufficient_scope", path);
    }

    @Test
    void aSignatureBindsTheFilesAttachedWhenItWasGivenAndAClosedRecordStillTakesMore() {
        String deviation = flow.as(flow.clerk).body(Map.of("description", "Broken seal", "references", List.of()))
                .post("/v1/deviations").path("id");
        String path = "/v1/deviations/" + deviation;
        JsonPath evidence = flow.as(flow.clerk).body(Map.of("fileId", file("photo.pdf"))).post(path + "/attachments")
                .jsonPath();

        flow.triage(deviation, "minor", false).then().statusCode(200);
        Response closed = flow.as(flow.qa).header("If-Match", "\"2\"").body(Map.of("signature",
                flow.signature(flow.qa, "approval"))).post(path + "/close");
        String later = file("later.pdf");
        Response afterClosing = flow.as(flow.qa).body(Map.of("fileId", later)).post(path + "/attachments");

        assertThat(closed.statusCode()).as(closed.asString()).isEqualTo(200);
        assertThat(closed.jsonPath().getList("closure.attachments.fileId")).containsExactly(evidence.getString("fileId"));
        assertThat(closed.jsonPath().getList("closure.attachments.sha256")).containsExactly(evidence.getString("sha256"));
        assertThat(afterClosing.statusCode()).isEqualTo(201);
        assertThat(withKey(TestKeys.ACTIVE).get(path).jsonPath().getList("closure.attachments.fileId"))
                .as("what was signed stays what was signed").containsExactly(evidence.getString("fileId"));
    }

    @Test
    void aSignatureOnARecordWithoutFilesShowsNone() {
        String deviation = flow.as(flow.clerk).body(Map.of("description", "Broken seal", "references", List.of()))
                .post("/v1/deviations").path("id");
        flow.triage(deviation, "minor", false).then().statusCode(200);
        Response closed = flow.as(flow.qa).header("If-Match", "\"2\"").body(Map.of("signature",
                flow.signature(flow.qa, "approval"))).post("/v1/deviations/" + deviation + "/close");
        assertThat(closed.jsonPath().getMap("closure")).doesNotContainKey("attachments");
    }
}
