package com.pharmaerp.api.distribution;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static com.pharmaerp.api.testsupport.ProblemAssert.refusal;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.distribution.domain.RestockCondition;
import com.pharmaerp.api.distribution.domain.Return;
import com.pharmaerp.api.distribution.domain.ReturnCondition;
import com.pharmaerp.api.distribution.domain.ReturnDecision;
import com.pharmaerp.api.distribution.domain.ReturnEvent;
import com.pharmaerp.api.distribution.domain.ReturnLine;
import com.pharmaerp.api.distribution.domain.ReturnReason;
import com.pharmaerp.api.distribution.domain.ReturnStatus;
import com.pharmaerp.api.distribution.domain.Shipment;
import com.pharmaerp.api.distribution.domain.ShipmentAllocation;
import com.pharmaerp.api.distribution.domain.ShipmentLine;
import com.pharmaerp.api.distribution.domain.StorageEvidence;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.testsupport.ProblemAssert.Refused;

/** A return as plain Java: its moves authorized → received → closed, what each refuses, and each GDP condition. */
class ReturnDomainTest {

    private static final Instant SHIPPED = Instant.parse("2026-03-02T09:00:00Z");
    private static final LocalDate SHIPPED_ON = LocalDate.parse("2026-03-02");
    private static final Instant LATER = Instant.parse("2026-03-05T10:00:00Z");
    private static final Unit KG = Unit.ofSymbol("kg").orElseThrow();
    private static final Signature QA = new Signature("usr_qa", "Q. A.", "approval", "Sealed, logger within range", LATER, 2);
    private static final ReturnCondition PERFECT = new ReturnCondition(true, StorageEvidence.DOCUMENTED, List.of("fil_1"));
    private static final Return.LotStanding RELEASED = new Return.LotStanding("released", SHIPPED_ON.plusDays(400));
    private static final int WITHIN = 10;

    private static Quantity kg(String value) {
        return Quantity.of(value, KG);
    }

    /** 6 kg of lot_1 shipped on SHIPPED_ON. */
    private static Shipment shipped() {
        return shippedOn(SHIPPED_ON);
    }

    /** 6 kg of lot_1 shipped at the real instant SHIPPED on the business date given. */
    private static Shipment shippedOn(LocalDate businessDate) {
        Shipment shipment = Shipment.draft("shp_1", "SH-000001", "cus_1", List.of(new ShipmentLine(1, "mat_f", kg("6"),
                null, null)), "usr_clerk", SHIPPED);
        shipment.ship(List.of(new ShipmentAllocation(1, "lot_1", "loc_a", "mat_f", kg("6"), "mov_1")), "usr_clerk",
                businessDate, SHIPPED);
        return shipment;
    }

    private static Return authorized(ReturnReason reason, String... kilograms) {
        List<ReturnLine> lines = new ArrayList<>();
        for (int i = 0; i < kilograms.length; i++) {
            lines.add(ReturnLine.authorized(i + 1, "lot_1", "mat_f", kg(kilograms[i])));
        }
        return Return.authorize("ret_1", "RET-000001", shipped(), reason, reason == ReturnReason.RECALL ? "rcl_1" : null,
                null, lines, List.of(), "usr_clerk", SHIPPED);
    }

    private static Return received(ReturnReason reason, ReturnCondition condition, LocalDate on) {
        Return r = authorized(reason, "2");
        Map<Integer, Quantity> quantities = r.receivable(List.of(), on, condition, on);
        r.receive("loc_returns", on, condition, quantities, Map.of(1, "mov_r1"), "usr_clerk", LATER);
        return r;
    }

    private static Return.Claimed claimed(int lineNo, String lotId, String kilograms) {
        return new Return.Claimed(lineNo, lotId, QuantityJson.of(kg(kilograms)));
    }

    @Test
    void anAuthorizedReturnIsOfTheShipmentsCustomerAndRecordsItsLines() {
        Return r = authorized(ReturnReason.DAMAGED, "2");
        ReturnEvent.Authorized event = r.authorized();
        assertThat(event.type()).isEqualTo(ReturnEvent.Authorized.TYPE);
        assertThat(DomainEvent.of(event).type()).isEqualTo("return.authorized");
        assertThat(event.after().status()).isEqualTo("authorized");
        assertThat(event.after().customerId()).isEqualTo("cus_1");
        assertThat(event.after().lines()).extracting(ReturnEvent.Line::lotId).containsExactly("lot_1");
    }

    @Test
    void aShipmentThatDidNotShipIsNotReturned() {
        Shipment draft = Shipment.draft("shp_2", "SH-000002", "cus_1", List.of(), "usr_clerk", SHIPPED);
        assertRefused(() -> Return.claim(draft, List.of(claimed(1, "lot_1", "1"))), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aLotThatDidNotLeaveInTheShipmentIsRefused() {
        assertRefused(() -> Return.claim(shipped(), List.of(claimed(1, "lot_1", "1"), claimed(2, "lot_9", "1"))),
                DistributionProblem.LOT_NOT_IN_SHIPMENT);
    }

    @Test
    void earlierClaimsCountAgainstWhatWasShipped() {
        Return earlier = authorized(ReturnReason.DAMAGED, "4");
        Refused refusal = refusal(() -> Return.authorize("ret_2", "RET-000002", shipped(), ReturnReason.DAMAGED, null, null,
                List.of(ReturnLine.authorized(3, "lot_1", "mat_f", kg("3"))), List.of(earlier), "usr_clerk", SHIPPED));
        assertThat(refusal.code()).isEqualTo(DistributionProblem.RETURN_EXCEEDS_SHIPPED);
        assertThat(refusal.detail()).contains("Line 3");
    }

    @Test
    void twoLinesOfOneLotTogetherNeverExceedWhatWasShipped() {
        assertRefused(() -> authorized(ReturnReason.DAMAGED, "4", "3"),
                DistributionProblem.RETURN_EXCEEDS_SHIPPED);
    }

    @Test
    void aReceivedReturnClaimsWhatCameNotWhatWasAuthorized() {
        Return earlier = authorized(ReturnReason.DAMAGED, "4");
        Map<Integer, Quantity> received = earlier.receivable(List.of(new Return.Arrival(1, kg("1"))), SHIPPED_ON, PERFECT, SHIPPED_ON);
        earlier.receive("loc_returns", SHIPPED_ON, PERFECT, received, Map.of(1, "mov_r1"), "usr_clerk", LATER);
        Return.authorize("ret_2", "RET-000002", shipped(), ReturnReason.DAMAGED, null, null,
                List.of(ReturnLine.authorized(1, "lot_1", "mat_f", kg("5"))), List.of(earlier), "usr_clerk", SHIPPED);
    }

    @Test
    void receivingRecordsTheLocationConditionAndEachLinesMovement() {
        Return r = authorized(ReturnReason.DAMAGED, "2");
        Map<Integer, Quantity> quantities = r.receivable(List.of(), SHIPPED_ON, PERFECT, SHIPPED_ON);
        ReturnEvent.Received event = r.receive("loc_returns", SHIPPED_ON, PERFECT, quantities, Map.of(1, "mov_r1"),
                "usr_clerk", LATER);
        assertThat(event.type()).isEqualTo(ReturnEvent.Received.TYPE);
        assertThat(changed(event)).contains("status", "lines", "locationId", "receivedOn", "condition", "receivedBy");
        assertThat(r.status()).isEqualTo(ReturnStatus.RECEIVED);
        assertThat(r.lines().get(0).receivedQuantity()).isEqualTo(kg("2"));
        assertThat(r.version()).isEqualTo(2);
    }

    @Test
    void moreThanAuthorizedIsNotReceived() {
        Return r = authorized(ReturnReason.DAMAGED, "2");
        assertRefused(() -> r.receivable(List.of(new Return.Arrival(1, kg("3"))), SHIPPED_ON, PERFECT, SHIPPED_ON),
                PlatformProblem.VALIDATION_FAILED);
    }

    @Test
    void documentedStorageWithoutAFileIsNotReceived() {
        Return r = authorized(ReturnReason.DAMAGED, "2");
        ReturnCondition noFile = new ReturnCondition(true, StorageEvidence.DOCUMENTED, List.of());
        assertRefused(() -> r.receivable(List.of(), SHIPPED_ON, noFile, SHIPPED_ON),
                PlatformProblem.VALIDATION_FAILED);
    }

    @Test
    void aReceivedReturnIsNotReceivedAgain() {
        Return r = received(ReturnReason.DAMAGED, PERFECT, SHIPPED_ON);
        assertRefused(() -> r.receivable(List.of(), SHIPPED_ON, PERFECT, SHIPPED_ON),
                PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void anAuthorizedReturnIsNotDispositioned() {
        assertRefused(() -> authorized(ReturnReason.DAMAGED, "2").requireDisposable(),
                PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void everyLineGetsExactlyOneDecision() {
        Return r = received(ReturnReason.DAMAGED, PERFECT, SHIPPED_ON);
        assertRefused(() -> r.decisions(List.of()), PlatformProblem.VALIDATION_FAILED);
        assertRefused(() -> r.decisions(List.of(new Return.Decision(1, ReturnDecision.DESTROY, null),
                new Return.Decision(1, ReturnDecision.DESTROY, null))),PlatformProblem.VALIDATION_FAILED);
        assertRefused(() -> r.decisions(List.of(new Return.Decision(1, ReturnDecision.RESTOCK, null))),
                PlatformProblem.VALIDATION_FAILED);
    }

    @Test
    void aReturnMeetingEveryConditionFailsNone() {
        assertThat(received(ReturnReason.DAMAGED, PERFECT, SHIPPED_ON.plusDays(WITHIN)).restockFailures(RELEASED,
                SHIPPED_ON.plusDays(WITHIN), WITHIN)).isEmpty();
    }

    @Test
    void openedOrDamagedPackagingFails() {
        Return r = received(ReturnReason.DAMAGED, new ReturnCondition(false, StorageEvidence.DOCUMENTED, List.of("fil_1")),
                SHIPPED_ON);
        assertThat(r.restockFailures(RELEASED, SHIPPED_ON, WITHIN)).containsExactly(RestockCondition.PACKAGING_NOT_INTACT);
    }

    @Test
    void storageOnlyDeclaredFails() {
        Return r = received(ReturnReason.DAMAGED, new ReturnCondition(true, StorageEvidence.DECLARED, List.of()), SHIPPED_ON);
        assertThat(r.restockFailures(RELEASED, SHIPPED_ON, WITHIN)).containsExactly(RestockCondition.STORAGE_NOT_DOCUMENTED);
    }

    @Test
    void goodsReceivedAfterTheTimeLimitFail() {
        LocalDate late = SHIPPED_ON.plusDays(WITHIN + 1);
        assertThat(received(ReturnReason.DAMAGED, PERFECT, late).restockFailures(RELEASED, late, WITHIN))
                .containsExactly(RestockCondition.RETURNED_TOO_LATE);
    }

    @Test
    void theTimeLimitCountsFromTheBusinessDateTheShipmentShippedOnNotFromItsInstant() {
        LocalDate moved = SHIPPED_ON.plusDays(WITHIN * 3);
        Return r = Return.authorize("ret_1", "RET-000001", shippedOn(moved), ReturnReason.DAMAGED, null, null,
                List.of(ReturnLine.authorized(1, "lot_1", "mat_f", kg("2"))), List.of(), "usr_clerk", SHIPPED);
        r.receive("loc_returns", moved, PERFECT, r.receivable(List.of(), moved, PERFECT, moved), Map.of(1, "mov_r1"),
                "usr_clerk", LATER);

        assertThat(r.restockFailures(RELEASED, moved, WITHIN)).isEmpty();
    }

    @Test
    void aLotNotReleasedNowFails() {
        Return r = received(ReturnReason.DAMAGED, PERFECT, SHIPPED_ON);
        assertThat(r.restockFailures(new Return.LotStanding("on_hold", SHIPPED_ON.plusDays(400)), SHIPPED_ON, WITHIN))
                .containsExactly(RestockCondition.LOT_NOT_RELEASED);
    }

    @Test
    void aLotExpiredOnTheBusinessDateFails() {
        Return r = received(ReturnReason.DAMAGED, PERFECT, SHIPPED_ON);
        assertThat(r.restockFailures(new Return.LotStanding("released", SHIPPED_ON), SHIPPED_ON.plusDays(1), WITHIN))
                .containsExactly(RestockCondition.LOT_EXPIRED);
    }

    @Test
    void recalledGoodsFail() {
        Return r = received(ReturnReason.RECALL, PERFECT, SHIPPED_ON);
        assertThat(r.restockFailures(RELEASED, SHIPPED_ON, WITHIN)).containsExactly(RestockCondition.RECALL_RETURN);
    }

    @Test
    void aRefusedRestockNamesEachFailingConditionByCode() {
        Return r = received(ReturnReason.RECALL, new ReturnCondition(false, StorageEvidence.NONE, List.of()), SHIPPED_ON);
        Map<Integer, Return.Decision> decided = r.decisions(List.of(new Return.Decision(1, ReturnDecision.RESTOCK, "loc_a")));
        Refused refusal = refusal(() -> r.requireRestockable(decided, Map.of("lot_1", RELEASED), SHIPPED_ON, WITHIN));
        assertThat(refusal.code()).isEqualTo(DistributionProblem.RESTOCK_NOT_ALLOWED);
        assertThat(refusal.errors()).extracting(e -> e.message()).containsExactly("packaging_not_intact",
                "storage_not_documented", "recall_return");
    }

    @Test
    void aDestructionIsAllowedWhateverTheConditions() {
        Return r = received(ReturnReason.RECALL, new ReturnCondition(false, StorageEvidence.NONE, List.of()), SHIPPED_ON);
        Map<Integer, Return.Decision> decided = r.decisions(List.of(new Return.Decision(1, ReturnDecision.DESTROY, null)));
        r.requireRestockable(decided, Map.of("lot_1", RELEASED), SHIPPED_ON, WITHIN);
    }

    @Test
    void theDispositionClosesTheReturnWithEachLinesDecisionAndMovement() {
        Return r = received(ReturnReason.DAMAGED, PERFECT, SHIPPED_ON);
        Map<Integer, Return.Decision> decided = r.decisions(List.of(new Return.Decision(1, ReturnDecision.RESTOCK, "loc_a")));
        ReturnEvent.Dispositioned event = r.dispose(decided, Map.of(1, "mov_t1"), QA, LATER);
        assertThat(event.type()).isEqualTo(ReturnEvent.Dispositioned.TYPE);
        assertThat(changed(event)).containsExactlyInAnyOrder("status", "lines", "disposition");
        assertThat(event.reason()).isEqualTo("Sealed, logger within range");
        assertThat(r.status()).isEqualTo(ReturnStatus.CLOSED);
        assertThat(r.lines().get(0).decision()).isEqualTo(ReturnDecision.RESTOCK);
        assertThat(r.lines().get(0).movementId()).isEqualTo("mov_t1");
        assertRefused(r::requireDisposable, PersistenceProblem.INVALID_TRANSITION);
    }
}
