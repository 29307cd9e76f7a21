package com.pharmaerp.api.equipment;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.Json;
import com.pharmaerp.api.testsupport.ProductionFlow;
import com.pharmaerp.api.testsupport.SandboxClock;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * Equipment over HTTP: a piece's blockers through registration, qualification, cleaning and its verification, hold
 * expiry on the sandbox clock, claims (by a stand-in for production's steps), calibration pass and fail with its
 * impact, maintenance, service and retirement; results that name their instrument; the logbook.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class EquipmentTest {

    private static final String KEY = TestKeys.ACTIVE;
    private static GmpFlow flow;
    private static String operator;
    private static ProductionFlow production;

    @BeforeEach
    void people() {
        if (flow == null) {
            flow = new GmpFlow(KEY);
            operator = flow.person("operator");
        }
    }

    /** A product, its recipe and the people who make it, made by the first test that completes or cancels an order. */
    private static ProductionFlow production() {
        if (production == null) {
            production = new ProductionFlow(KEY);
        }
        return production;
    }

    @AfterEach
    void realTime() {
        SandboxClock.realTime(KEY);
    }

    private static LocalDate today() {
        return LocalDate.now(ZoneOffset.UTC);
    }

    private static String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    /** A granulator's registration with the fields given replaced, and those named left out. */
    private static Response register(Map<String, Object> overrides, String... without) {
        Map<String, Object> body = new HashMap<>(Map.of("code", unique("GRN"), "name", "High-shear granulator", "kind",
                "granulator", "locationId", flow.storeA, "productContact", true, "instrument", false, "cleaning",
                Map.of("cleanHoldHours", 72, "dirtyHoldHours", 24, "maxCampaignBatches", 5), "maintenanceIntervalDays",
                180));
        body.putAll(overrides);
        List.of(without).forEach(body::remove);
        return flow.as(flow.supervisor).body(body).post("/v1/equipment");
    }

    private static String granulator() {
        return Json.at(register(Map.of()).then().statusCode(201).extract(), "id");
    }

    private static String balance() {
        return Json.at(register(Map.of("code", unique("BAL"), "name", "Analytical balance", "kind", "balance",
                "productContact", false, "instrument", true, "calibrationIntervalDays", 30), "cleaning",
                "maintenanceIntervalDays").then().statusCode(201).extract(), "id");
    }

    private static JsonPath read(String id) {
        return withKey(KEY).get("/v1/equipment/" + id).then().statusCode(200).extract().jsonPath();
    }

    private static String etag(String id) {
        return "\"" + read(id).getInt("version") + "\"";
    }

    private static List<String> blockers(String id) {
        return read(id).getList("blockers");
    }

    private static String qualified(String id) {
        flow.as(flow.qa).header("If-Match", etag(id)).body(Map.of("qualifiedUntil", today().plusYears(1).toString(),
                "summary", "IQ/OQ/PQ passed", "signature", flow.signature(flow.qa, "approval")))
                .post("/v1/equipment/" + id + "/qualification").then().statusCode(200);
        return id;
    }

    private static String cleaning(String id, String type) {
        return Json.at(flow.as(operator).body(Map.of("type", type, "procedure", "SOP-CLN-012 rev 4"))
                .post("/v1/equipment/" + id + "/cleanings").then().statusCode(201).extract(), "id");
    }

    private static Response verify(String id, String cleaning, String verifier) {
        return flow.as(verifier).header("If-Match", etag(id)).body(Map.of("signature", flow.signature(verifier,
                "verification"))).post("/v1/equipment/" + id + "/cleanings/" + cleaning + "/verify");
    }

    private static String cleanGranulator() {
        String id = qualified(granulator());
        verify(id, cleaning(id, "major"), flow.supervisor).then().statusCode(200);
        return id;
    }

    private static Response calibrate(String id, LocalDate performedOn, String result) {
        return flow.as(flow.supervisor).header("If-Match", etag(id)).body(Map.of("performedOn", performedOn.toString(),
                "result", result, "asFound", result.equals("pass") ? "within 0.1 mg" : "off by 0.9 mg", "asLeft",
                "within 0.1 mg", "signature", flow.signature(flow.supervisor, "verification")))
                .post("/v1/equipment/" + id + "/calibrations");
    }

    private static Response claim(String id, String order) {
        return flow.as(flow.supervisor).body(Map.of("equipmentId", id, "kind", "granulator", "orderId", order,
                "orderNumber", "PO-" + order, "lotId", "lot_" + order, "lotNumber", "LOT-" + order))
                .post("/v1/test-only/equipment-use/claims");
    }

    private static void release(String order) {
        flow.as(flow.supervisor).post("/v1/test-only/equipment-use/orders/" + order + "/release").then().statusCode(204);
    }

    /** A result of the received lot's inspection lot measured on the instrument. */
    private static Response resultOn(String inspection, String instrument) {
        return flow.as(flow.analyst).body(Map.of("testCode", "ASSAY", "value", "99.0", "instrumentId", instrument))
                .post("/v1/inspection-lots/" + inspection + "/results");
    }

    @Test
    void aRegisteredGranulatorIsNotQualifiedAndDirty() {
        Response created = register(Map.of());

        assertThat(created.statusCode()).as(created.asString()).isEqualTo(201);
        JsonPath piece = created.jsonPath();
        assertThat(piece.getString("id")).startsWith("eq_");
        assertThat(piece.getString("status")).isEqualTo("dirty");
        assertThat(piece.getBoolean("usable")).isFalse();
        assertThat(piece.getList("blockers")).containsExactly("not_qualified", "dirty");
        assertThat(piece.getString("maintenanceDueOn")).isEqualTo(today().plusDays(180).toString());
    }

    @Test
    void productContactWithoutCleaningRulesIsRefusedNamingCleaning() {
        Map<String, Object> body = new HashMap<>(Map.of("code", unique("V"), "name", "Vessel", "kind", "vessel",
                "locationId", flow.storeA, "productContact", true, "instrument", false));

        JsonPath problem = assertProblem(flow.as(flow.supervisor).body(body).post("/v1/equipment"), 422,
                "validation_failed", "/v1/equipment");

        assertThat(problem.getList("errors.field")).containsExactly("cleaning");
    }

    @Test
    void anInstrumentWithoutACalibrationIntervalIsRefusedNamingIt() {
        JsonPath problem = assertProblem(register(Map.of("productContact", false, "instrument", true), "cleaning"), 422,
                "validation_failed", "/v1/equipment");

        assertThat(problem.getList("errors.field")).contains("calibrationIntervalDays");
    }

    @Test
    void aTakenCodeIsRefusedDuplicateCode() {
        String code = unique("GRN");
        register(Map.of("code", code)).then().statusCode(201);

        assertProblem(register(Map.of("code", code)), 409, "duplicate_code", "/v1/equipment");
    }

    @Test
    void aLocationOfNoOneIsRefusedNamingLocationId() {
        JsonPath problem = assertProblem(register(Map.of("locationId", "loc_0000000000000000")), 422, "validation_failed",
                "/v1/equipment");

        assertThat(problem.getList("errors.field")).containsExactly("locationId");
    }

    @Test
    void anOperatorMayNotRegisterEquipment() {
        Map<String, Object> body = new HashMap<>(Map.of("code", unique("V"), "name", "Vessel", "kind", "vessel",
                "locationId", flow.storeA, "productContact", false, "instrument", false));

        assertProblem(flow.as(operator).body(body).post("/v1/equipment"), 403, "role_required", "/v1/equipment");
    }

    @Test
    void aVerifiedCleaningMakesAQualifiedGranulatorCleanAndUsable() {
        String id = qualified(granulator());
        String cleaning = cleaning(id, "major");
        assertThat(blockers(id)).containsExactly("dirty");

        Response verified = verify(id, cleaning, flow.supervisor);

        assertThat(verified.statusCode()).as(verified.asString()).isEqualTo(200);
        assertThat(verified.jsonPath().getString("status")).isEqualTo("clean");
        assertThat(verified.jsonPath().getList("blockers")).isEmpty();
        assertThat(verified.jsonPath().getString("lastCleaning.id")).isEqualTo(cleaning);
        assertThat(verified.jsonPath().getString("lastCleaning.cleanedBy")).isEqualTo(operator);
        assertThat(verified.jsonPath().getString("lastCleaning.verification.meaning")).isEqualTo("verification");
    }

    @Test
    void theCleanerMayNotVerifyTheirOwnCleaning() {
        String id = qualified(granulator());
        String supervisorCleaning = Json.at(flow.as(flow.supervisor).body(Map.of("type", "minor", "procedure", "SOP"))
                .post("/v1/equipment/" + id + "/cleanings").then().statusCode(201).extract(), "id");

        assertProblem(verify(id, supervisorCleaning, flow.supervisor), 403, "segregation_of_duties",
                "/v1/equipment/" + id + "/cleanings/" + supervisorCleaning + "/verify");
    }

    @Test
    void theCleanHoldExpiresWhenTheBusinessClockPassesIt() {
        String id = cleanGranulator();

        SandboxClock.set(KEY, LocalDateTime.now(ZoneOffset.UTC).plusHours(73));

        assertThat(blockers(id)).containsExactly("clean_hold_expired");
        assertThat(read(id).getString("status")).isEqualTo("clean");
    }

    @Test
    void aClaimedGranulatorIsInUseAndAnotherOrdersClaimIsRefusedNamingIt() {
        String id = cleanGranulator();
        claim(id, "ord_a").then().statusCode(204);

        JsonPath problem = assertProblem(claim(id, "ord_b"), 409, "equipment_not_usable",
                "/v1/test-only/equipment-use/claims");

        assertThat(problem.getList("errors", Map.class)).extracting(e -> e.get("field"), e -> e.get("message"))
                .containsExactly(tuple("equipmentId", "in_use"));
        JsonPath piece = read(id);
        assertThat(piece.getString("status")).isEqualTo("in_use");
        assertThat(piece.getString("claimedBy.orderId")).isEqualTo("ord_a");
    }

    @Test
    void concurrentClaimsOfOnePieceByManyOrdersLetExactlyOneWin() {
        String id = cleanGranulator();

        List<CompletableFuture<Integer>> claims = IntStream.range(0, 8).mapToObj(i -> CompletableFuture.supplyAsync(
                () -> claim(id, "ord_race" + i).statusCode())).toList();
        List<Integer> statuses = claims.stream().map(CompletableFuture::join).toList();

        assertThat(statuses).containsOnly(204, 409);
        assertThat(statuses.stream().filter(status -> status == 204).count()).isEqualTo(1);
        JsonPath logbook = withKey(KEY).get("/v1/equipment/" + id + "/logbook").then().statusCode(200).extract()
                .jsonPath();
        assertThat(logbook.getList("items.kind").stream().filter("use"::equals).count()).isEqualTo(1);
        assertThat(logbook.getString("items.find { it.kind == 'use' }.recordId"))
                .isEqualTo(read(id).getString("claimedBy.orderId"));
    }

    @Test
    void aReleasedGranulatorIsDirtyFromTheRelease() {
        String id = cleanGranulator();
        claim(id, "ord_r").then().statusCode(204);

        release("ord_r");

        JsonPath piece = read(id);
        assertThat(piece.getString("status")).isEqualTo("dirty");
        assertThat(piece.getList("blockers")).containsExactly("dirty");
        assertThat(piece.getString("dirtySince")).isNotNull();
        assertThat(piece.getInt("campaignBatches")).isEqualTo(1);
        assertThat((Object) piece.get("claimedBy")).isNull();
    }

    @Test
    void completingTheOrderReleasesTheGranulatorDirty() {
        String id = cleanGranulator();
        ProductionFlow production = production();
        String order = production.verifiedOrder();
        claim(id, order).then().statusCode(204);

        production.complete(order, "100", null).then().statusCode(200);

        JsonPath piece = read(id);
        assertThat(piece.getString("status")).isEqualTo("dirty");
        assertThat((Object) piece.get("claimedBy")).isNull();
        JsonPath logbook = withKey(KEY).get("/v1/equipment/" + id + "/logbook").jsonPath();
        assertThat(logbook.getString("items.find { it.kind == 'use' }.detail.to")).isEqualTo(piece.getString("dirtySince"));
    }

    @Test
    void cancellingTheOrderReleasesTheGranulator() {
        String id = cleanGranulator();
        ProductionFlow production = production();
        String order = production.releasedOrder(production.recipe, "100");
        claim(id, order).then().statusCode(204);

        flow.as(flow.supervisor).post("/v1/production-orders/" + order + "/cancel").then().statusCode(200);

        assertThat(read(id).getString("status")).isEqualTo("dirty");
        assertThat((Object) read(id).get("claimedBy")).isNull();
    }

    @Test
    void aClaimOfAnotherKindIsRefusedNamingEquipmentId() {
        String id = cleanGranulator();

        JsonPath problem = assertProblem(flow.as(flow.supervisor).body(Map.of("equipmentId", id, "kind", "tablet_press",
                "orderId", "ord_k", "orderNumber", "PO-k")).post("/v1/test-only/equipment-use/claims"), 422,
                "validation_failed", "/v1/test-only/equipment-use/claims");

        assertThat(problem.getList("errors.field")).containsExactly("equipmentId");
    }

    @Test
    void aCleaningWhileClaimedIsRefusedInUse() {
        String id = cleanGranulator();
        claim(id, "ord_c").then().statusCode(204);

        assertProblem(flow.as(operator).body(Map.of("type", "minor", "procedure", "SOP")).post("/v1/equipment/" + id
                + "/cleanings"), 409, "in_use", "/v1/equipment/" + id + "/cleanings");
    }

    @Test
    void aPassingCalibrationMakesAQualifiedBalanceUsableUntilItsDueDate() {
        String id = qualified(balance());
        assertThat(blockers(id)).containsExactly("calibration_overdue");

        Response calibrated = calibrate(id, today(), "pass");

        assertThat(calibrated.statusCode()).as(calibrated.asString()).isEqualTo(201);
        assertThat(calibrated.jsonPath().getString("nextDueOn")).isEqualTo(today().plusDays(30).toString());
        assertThat(calibrated.header("ETag")).isEqualTo(etag(id));
        assertThat(blockers(id)).isEmpty();
        SandboxClock.businessDate(KEY, today().plusDays(31));
        assertThat(blockers(id)).containsExactly("calibration_overdue");
    }

    @Test
    void aFailedCalibrationBlocksTheBalanceUntilALaterPass() {
        String id = qualified(balance());
        calibrate(id, today(), "pass").then().statusCode(201);

        calibrate(id, today(), "fail").then().statusCode(201);
        assertThat(blockers(id)).containsExactly("calibration_failed");

        calibrate(id, today(), "pass").then().statusCode(201);
        assertThat(blockers(id)).isEmpty();
        assertThat(withKey(KEY).get("/v1/equipment/" + id + "/calibrations").jsonPath().getList("items.result"))
                .containsExactly("pass", "fail", "pass");
    }

    @Test
    void aFailedCalibrationsImpactListsExactlyTheLotsTestedSinceTheLastPass() {
        String id = qualified(balance());
        calibrate(id, today(), "pass").then().statusCode(201);
        String before = flow.inspectionLotOf(flow.receivedLot("3"));
        resultOn(before, id).then().statusCode(201);
        SandboxClock.businessDate(KEY, today().plusDays(2));
        calibrate(id, today().plusDays(2), "pass").then().statusCode(201);
        String lotA = flow.receivedLot("4");
        String lotB = flow.receivedLot("5");
        String inspectionA = flow.inspectionLotOf(lotA);
        String inspectionB = flow.inspectionLotOf(lotB);
        resultOn(inspectionA, id).then().statusCode(201);
        resultOn(inspectionB, id).then().statusCode(201);
        String failed = Json.at(calibrate(id, today().plusDays(2), "fail").then().statusCode(201).extract(), "id");

        JsonPath impact = withKey(KEY).get("/v1/equipment/" + id + "/calibrations/" + failed + "/impact").then()
                .statusCode(200).extract().jsonPath();

        assertThat(impact.getList("uses.id")).containsExactly(inspectionA, inspectionB);
        assertThat(impact.getList("uses.type")).containsOnly("inspection_lot");
        assertThat(impact.getList("lots.lotId")).containsExactly(lotA, lotB);
        assertThat(impact.getList("lots.why")).containsOnly("tested_with");
    }

    @Test
    void theImpactOfAPassingCalibrationIsAnInvalidTransition() {
        String id = qualified(balance());
        String pass = Json.at(calibrate(id, today(), "pass").then().statusCode(201).extract(), "id");

        assertProblem(withKey(KEY).get("/v1/equipment/" + id + "/calibrations/" + pass + "/impact"), 409,
                "invalid_transition", "/v1/equipment/" + id + "/calibrations/" + pass + "/impact");
    }

    @Test
    void aResultShowsTheInstrumentItWasMeasuredOn() {
        String id = qualified(balance());
        calibrate(id, today(), "pass").then().statusCode(201);
        String inspection = flow.inspectionLotOf(flow.receivedLot("2"));

        Response result = resultOn(inspection, id);

        assertThat(result.statusCode()).as(result.asString()).isEqualTo(201);
        assertThat(result.jsonPath().getString("instrumentId")).isEqualTo(id);
    }

    @Test
    void aResultOnAnInstrumentThatMayNotBeUsedIsRefusedNamingEachBlocker() {
        String id = balance();
        String inspection = flow.inspectionLotOf(flow.receivedLot("2"));

        JsonPath problem = assertProblem(resultOn(inspection, id), 409, "equipment_not_usable",
                "/v1/inspection-lots/" + inspection + "/results");

        assertThat(problem.getList("errors", Map.class)).extracting(e -> e.get("field"), e -> e.get("message"))
                .containsExactly(tuple("instrumentId", "not_qualified"), tuple("instrumentId", "calibration_overdue"));
        assertThat(withKey(KEY).get("/v1/inspection-lots/" + inspection).jsonPath().getList("results")).isEmpty();
    }

    @Test
    void aResultOnAPieceThatIsNotAnInstrumentIsRefusedNamingInstrumentId() {
        String id = cleanGranulator();
        String inspection = flow.inspectionLotOf(flow.receivedLot("2"));

        JsonPath problem = assertProblem(resultOn(inspection, id), 422, "validation_failed",
                "/v1/inspection-lots/" + inspection + "/results");

        assertThat(problem.getList("errors.field")).containsExactly("instrumentId");
    }

    @Test
    void maintenanceFallsOverdueAfterItsIntervalAndPreventiveMaintenanceLiftsIt() {
        String id = cleanGranulator();
        SandboxClock.set(KEY, LocalDateTime.now(ZoneOffset.UTC).plusDays(181));
        assertThat(blockers(id)).contains("maintenance_overdue");

        Response maintained = flow.as(flow.supervisor).body(Map.of("kind", "preventive", "description",
                "Seals and bearings replaced")).post("/v1/equipment/" + id + "/maintenance");

        assertThat(maintained.statusCode()).as(maintained.asString()).isEqualTo(201);
        assertThat(maintained.jsonPath().getString("nextDueOn")).isEqualTo(today().plusDays(181 + 180).toString());
        assertThat(blockers(id)).doesNotContain("maintenance_overdue");
    }

    @Test
    void outOfServiceBlocksUntilQaReturnsThePieceToService() {
        String id = cleanGranulator();

        flow.as(flow.supervisor).header("If-Match", etag(id)).body(Map.of("reason", "Chopper blade chipped"))
                .post("/v1/equipment/" + id + "/out-of-service").then().statusCode(200);
        assertThat(read(id).getString("status")).isEqualTo("out_of_service");
        assertThat(blockers(id)).containsExactly("out_of_service");

        Response back = flow.as(flow.qa).header("If-Match", etag(id)).body(Map.of("signature",
                flow.signature(flow.qa, "approval"))).post("/v1/equipment/" + id + "/return-to-service");

        assertThat(back.statusCode()).as(back.asString()).isEqualTo(200);
        assertThat(back.jsonPath().getList("blockers")).isEmpty();
        assertThat(back.jsonPath().getString("returnedToService.meaning")).isEqualTo("approval");
    }

    @Test
    void aRetiredPieceIsBlockedForGoodAndTakesNoCleaning() {
        String id = cleanGranulator();

        Response retired = flow.as(flow.qa).header("If-Match", etag(id)).body(Map.of("signature",
                flow.signature(flow.qa, "approval"))).post("/v1/equipment/" + id + "/retire");

        assertThat(retired.statusCode()).as(retired.asString()).isEqualTo(200);
        assertThat(retired.jsonPath().getString("status")).isEqualTo("retired");
        assertThat(retired.jsonPath().getList("blockers")).containsExactly("retired");
        assertProblem(flow.as(operator).body(Map.of("type", "minor", "procedure", "SOP")).post("/v1/equipment/" + id
                + "/cleanings"), 409, "invalid_transition", "/v1/equipment/" + id + "/cleanings");
    }

    @Test
    void theUsableFilterListsOnlyPiecesThatMayBeUsedNow() {
        String location = flow.location(15, 25);
        String usable = Json.at(register(Map.of("locationId", location)).then().statusCode(201).extract(), "id");
        qualified(usable);
        verify(usable, cleaning(usable, "major"), flow.supervisor).then().statusCode(200);
        String dirty = Json.at(register(Map.of("locationId", location)).then().statusCode(201).extract(), "id");

        List<String> listed = withKey(KEY).queryParam("locationId", location).queryParam("usable", "true")
                .get("/v1/equipment").then().statusCode(200).extract().jsonPath().getList("items.id");
        List<String> blocked = withKey(KEY).queryParam("locationId", location).queryParam("status", "dirty")
                .get("/v1/equipment").then().statusCode(200).extract().jsonPath().getList("items.id");

        assertThat(listed).containsExactly(usable);
        assertThat(blocked).containsExactly(dirty);
    }

    @Test
    void aPatchChangesTheNameWithIfMatch() {
        String id = granulator();

        Response patched = flow.as(flow.supervisor).contentType("application/merge-patch+json").header("If-Match",
                etag(id)).body(Map.of("name", "Granulator line 2")).patch("/v1/equipment/" + id);

        assertThat(patched.statusCode()).as(patched.asString()).isEqualTo(200);
        assertThat(patched.jsonPath().getString("name")).isEqualTo("Granulator line 2");
        assertThat(patched.jsonPath().getInt("version")).isEqualTo(2);
    }

    @Test
    void theLogbookListsQualificationCleaningVerificationUseAndCalibrationInOrder() {
        String id = cleanGranulator();
        claim(id, "ord_l").then().statusCode(204);
        release("ord_l");

        JsonPath logbook = withKey(KEY).get("/v1/equipment/" + id + "/logbook").then().statusCode(200).extract()
                .jsonPath();

        assertThat(logbook.getList("items.kind")).containsExactly("status", "qualification", "cleaning",
                "cleaning_verified", "use");
        assertThat(logbook.getString("items[4].recordId")).isEqualTo("ord_l");
        assertThat(logbook.getString("items[4].detail.lotNumber")).isEqualTo("LOT-ord_l");
        assertThat(logbook.getString("items[4].detail.to")).isNotNull();
        assertThat(logbook.getString("items[3].by")).isEqualTo(flow.supervisor);
        assertThat(logbook.getString("items[2].recordId")).isEqualTo(read(id).getString("lastCleaning.id"));
    }

    @Test
    void theLogbookPagesWithACursorWithoutLosingOrRepeatingALine() {
        String id = cleanGranulator();
        claim(id, "ord_p").then().statusCode(204);
        release("ord_p");

        JsonPath first = withKey(KEY).queryParam("limit", 2).get("/v1/equipment/" + id + "/logbook").jsonPath();
        JsonPath second = withKey(KEY).queryParam("limit", 2).queryParam("cursor", first.getString("nextCursor"))
                .get("/v1/equipment/" + id + "/logbook").jsonPath();
        JsonPath third = withKey(KEY).queryParam("limit", 2).queryParam("cursor", second.getString("nextCursor"))
                .get("/v1/equipment/" + id + "/logbook").jsonPath();

        assertThat(first.getList("items.kind")).containsExactly("status", "qualification");
        assertThat(second.getList("items.kind")).containsExactly("cleaning", "cleaning_verified");
        assertThat(third.getList("items.kind")).containsExactly("use");
        assertThat(third.getString("nextCursor")).isNull();
    }

    @Test
    void anotherTenantDoesNotSeeThePiece() {
        String id = granulator();

        assertProblem(withKey(TestKeys.ACME).get("/v1/equipment/" + id), 404, "not_found", "/v1/equipment/" + id);
    }
}
