package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.QuantityProblem;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.warehouse.domain.InventoryCount;
import com.pharmaerp.api.warehouse.domain.InventoryCountEvent;
import com.pharmaerp.api.warehouse.domain.InventoryCountState;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotData;
import com.pharmaerp.api.warehouse.domain.LotStatus;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.SignedAmount;
import com.pharmaerp.api.warehouse.domain.StockAdjustment;
import com.pharmaerp.api.warehouse.domain.StockAdjustmentEvent;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.domain.StockMovementEvent;

/** Stock adjustments, inventory counts and destruction as plain objects: their rules without a database. */
class InventoryControlDomainTest {

    private static final Instant T0 = Instant.parse("2026-01-05T08:00:00Z");
    private static final LocalDate EXPIRY = LocalDate.parse("2026-06-30");
    private static final Signature SUPERVISOR = new Signature("usr_9", "S. V.", "approval", "checked", T0, 1);

    private static Lot lot(String id) {
        return Lot.create(id, new LotData("L-" + id, "mat_1", "kg", "receipt", "gr_1", "S-1", LocalDate.parse("2026-01-01"),
                EXPIRY, LocalDate.parse("2026-03-01")), T0);
    }

    private static StockAdjustment adjustment(String quantity) {
        StockAdjustment adjustment = StockAdjustment.request("adj_1", new StockAdjustment.Request("lot_1", "mat_1", "loc_a",
                new BigDecimal(quantity), "kg", StockAdjustment.ReasonCode.DAMAGE, "Drum punctured", "usr_clerk"), T0);
        adjustment.numbered("ADJ-000001");
        return adjustment;
    }

    private static InventoryCount count() {
        InventoryCount count = InventoryCount.open("cnt_1", "loc_a", List.of(
                new InventoryCount.Book("lot_1", "mat_1", new BigDecimal("10"), "kg"),
                new InventoryCount.Book("lot_2", "mat_1", new BigDecimal("4"), "kg")), "usr_clerk", T0);
        count.numbered("IC-000001");
        return count;
    }

    private static QuantityJson kg(String value) {
        return new QuantityJson(value, "kg");
    }

    @Test
    void aNegativeAdjustmentTakesItsAmountOutOfTheLocation() {
        MovementData out = adjustment("-2.5").movement(T0, "usr_9");

        assertThat(out.type()).isEqualTo(MovementType.ADJUSTMENT);
        assertThat(out.fromLocationId()).isEqualTo("loc_a");
        assertThat(out.toLocationId()).isNull();
        assertThat(out.quantity()).isEqualTo(new Quantity(new BigDecimal("2.5"), Unit.KG));
        assertThat(out.reference()).isEqualTo("adj_1");
    }

    @Test
    void aPositiveAdjustmentBringsItsAmountIntoTheLocation() {
        MovementData in = adjustment("3").movement(T0, "usr_9");

        assertThat(in.fromLocationId()).isNull();
        assertThat(in.toLocationId()).isEqualTo("loc_a");
        assertThat(in.quantity().value()).isEqualByComparingTo("3");
    }

    @Test
    void anApprovedAdjustmentIsPostedWithItsMovementAndIsNeitherApprovedNorRejectedAgain() {
        StockAdjustment adjustment = adjustment("-1");

        adjustment.approve(SUPERVISOR, "mov_1", T0);

        assertThat(adjustment.status()).isEqualTo(StockAdjustment.Status.POSTED);
        assertThat(adjustment.movementId()).isEqualTo("mov_1");
        assertThat(adjustment.version()).isEqualTo(2);
        assertRefused(() -> adjustment.approve(SUPERVISOR, "mov_2", T0), PersistenceProblem.INVALID_TRANSITION);
        assertRefused(() -> adjustment.reject(SUPERVISOR, T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aRejectedAdjustmentMovesNothingAndKeepsTheRejectingSignature() {
        StockAdjustment adjustment = adjustment("-1");

        adjustment.reject(SUPERVISOR, T0);

        assertThat(adjustment.status()).isEqualTo(StockAdjustment.Status.REJECTED);
        assertThat(adjustment.approval()).isEqualTo(SUPERVISOR);
        assertThat(adjustment.movementId()).isNull();
    }

    @Test
    void aCountOpensWithOneUncountedLinePerLotOfTheBook() {
        InventoryCount count = count();

        assertThat(count.status()).isEqualTo(InventoryCount.Status.COUNTING);
        assertThat(count.lines()).extracting(InventoryCount.Line::lineNo).containsExactly(1, 2);
        assertThat(count.lines()).allSatisfy(line -> assertThat(line.countedQuantity()).isNull());
    }

    @Test
    void reEnteringALineReplacesItsCountAndItsCounter() {
        InventoryCount count = count();

        count.enter(List.of(new InventoryCount.Entry(1, kg("9"))), List.of(), "usr_a", T0);
        count.enter(List.of(new InventoryCount.Entry(1, new QuantityJson("9500", "g"))), List.of(), "usr_b", T0);

        assertThat(count.lines().get(0).countedQuantity()).isEqualByComparingTo("9.5");
        assertThat(count.lines().get(0).countedBy()).isEqualTo("usr_b");
        assertThat(count.lines().get(0).difference()).isEqualByComparingTo("-0.5");
        assertThat(count.version()).isEqualTo(3);
    }

    @Test
    void aLotFoundOnTheShelfButNotInTheBookIsANewLineWithABookOfZero() {
        InventoryCount count = count();

        count.enter(List.of(), List.of(new InventoryCount.Found(lot("lot_3"), kg("2"))), "usr_a", T0);

        InventoryCount.Line found = count.lines().get(2);
        assertThat(found.lineNo()).isEqualTo(3);
        assertThat(found.lotId()).isEqualTo("lot_3");
        assertThat(found.bookQuantity()).isEqualByComparingTo("0");
        assertThat(found.difference()).isEqualByComparingTo("2");
    }

    @Test
    void aCountOfAnUnknownLineOrOfALotAlreadyCountedIsRefused() {
        InventoryCount count = count();

        assertRefused(() -> count.enter(List.of(new InventoryCount.Entry(3, kg("1"))), List.of(), "usr_a", T0),
                PlatformProblem.VALIDATION_FAILED);
        assertRefused(() -> count.enter(List.of(), List.of(new InventoryCount.Found(lot("lot_1"), kg("1"))), "usr_a", T0),
                PlatformProblem.VALIDATION_FAILED);
        assertRefused(() -> count.enter(List.of(new InventoryCount.Entry(1, new QuantityJson("1", "L"))), List.of(), "usr_a",
                T0), QuantityProblem.UNIT_MISMATCH);
    }

    @Test
    void aCountWithALineNotCountedIsNotPosted() {
        InventoryCount count = count();
        count.enter(List.of(new InventoryCount.Entry(1, kg("10"))), List.of(), "usr_a", T0);

        assertRefused(count::requirePostable, WarehouseProblem.COUNT_INCOMPLETE);
    }

    @Test
    void eachNonZeroDifferenceIsOneAdjustmentReferencingTheCount() {
        InventoryCount count = count();
        count.enter(List.of(new InventoryCount.Entry(1, kg("10")), new InventoryCount.Entry(2, kg("3"))),
                List.of(new InventoryCount.Found(lot("lot_3"), kg("1.25"))), "usr_a", T0);

        List<MovementData> differences = count.differences(T0, "usr_9");

        assertThat(differences).extracting(MovementData::lotId).containsExactly("lot_2", "lot_3");
        assertThat(differences).allSatisfy(movement -> {
            assertThat(movement.type()).isEqualTo(MovementType.ADJUSTMENT);
            assertThat(movement.reference()).isEqualTo("cnt_1");
        });
        assertThat(differences.get(0).fromLocationId()).isEqualTo("loc_a");
        assertThat(differences.get(0).quantity().value()).isEqualByComparingTo("1");
        assertThat(differences.get(1).toLocationId()).isEqualTo("loc_a");
        assertThat(differences.get(1).quantity().value()).isEqualByComparingTo("1.25");
        assertThat(count.counters()).containsExactly("usr_a");
    }

    @Test
    void aPostedOrCancelledCountTakesNoCountsAndIsNotPostedOrCancelledAgain() {
        InventoryCount posted = count();
        posted.enter(List.of(new InventoryCount.Entry(1, kg("10")), new InventoryCount.Entry(2, kg("4"))), List.of(),
                "usr_a", T0);
        posted.post(SUPERVISOR, List.of(), T0);
        InventoryCount cancelled = count();
        cancelled.cancel(T0);

        for (InventoryCount count : List.of(posted, cancelled)) {
            assertRefused(() -> count.enter(List.of(new InventoryCount.Entry(1, kg("1"))), List.of(), "usr_a", T0),
                    PersistenceProblem.INVALID_TRANSITION);
            assertRefused(count::requirePostable, PersistenceProblem.INVALID_TRANSITION);
            assertRefused(() -> count.cancel(T0), PersistenceProblem.INVALID_TRANSITION);
        }
    }

    @Test
    void aRejectedLotIsDestroyedAndDestroyedIsFinal() {
        Lot lot = lot("lot_1");
        lot.reject(SUPERVISOR, T0);

        lot.destroy(SUPERVISOR, EXPIRY, T0);

        assertThat(lot.status()).isEqualTo(LotStatus.DESTROYED);
        assertThat(lot.destruction()).isEqualTo(SUPERVISOR);
        assertRefused(() -> lot.destroy(SUPERVISOR, EXPIRY, T0), PersistenceProblem.INVALID_TRANSITION);
        assertRefused(() -> lot.hold(SUPERVISOR, T0), PersistenceProblem.INVALID_TRANSITION);
        assertRefused(() -> lot.release(SUPERVISOR, EXPIRY, T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aLotExpiredOnTheBusinessDateIsDestroyedButNotTheDayItExpires() {
        Lot lot = lot("lot_1");
        lot.release(SUPERVISOR, EXPIRY, T0);

        assertRefused(() -> lot.destroy(SUPERVISOR, EXPIRY, T0), PersistenceProblem.INVALID_TRANSITION);
        lot.destroy(SUPERVISOR, EXPIRY.plusDays(1), T0);

        assertThat(lot.status()).isEqualTo(LotStatus.DESTROYED);
    }

    @Test
    void anExpiredLotOnHoldIsDestroyedAndNoLongerRemembersItsHold() {
        Lot lot = lot("lot_1");
        lot.release(SUPERVISOR, EXPIRY, T0);
        lot.hold(SUPERVISOR, T0);

        lot.destroy(SUPERVISOR, EXPIRY.plusDays(1), T0);

        assertThat(lot.heldFrom()).isNull();
    }

    @Test
    void aDestroyedLotIsNeverShownExpired() {
        assertThat(LotStatus.asOf(LotStatus.DESTROYED, EXPIRY, EXPIRY.plusDays(1))).isEqualTo(LotStatus.DESTROYED);
    }

    @Test
    void adjustmentsAndDestructionsAreNotReversedInTheLedger() {
        for (MovementType type : List.of(MovementType.ADJUSTMENT, MovementType.DESTRUCTION)) {
            StockMovement movement = StockMovement.post("mov_1", new MovementData(type, "lot_1", "mat_1", "loc_a", null,
                    new Quantity(BigDecimal.ONE, Unit.KG), "adj_1", null, null, T0, "usr_9"));

            assertRefused(() -> movement.reversal("oops", T0, "usr_clerk"), PersistenceProblem.INVALID_TRANSITION);
        }
    }

    @Test
    void aRequestedAdjustmentTellsItsCreationOnceNumberedWithTheRequestersReason() {
        StockAdjustment adjustment = StockAdjustment.request("adj_1", new StockAdjustment.Request("lot_1", "mat_1", "loc_a",
                new BigDecimal("-2.50"), "kg", StockAdjustment.ReasonCode.DAMAGE, "Drum punctured", "usr_clerk"), T0);

        StockAdjustmentEvent.Created created = adjustment.numbered("ADJ-000001");

        assertThat(created.type()).isEqualTo(StockAdjustmentEvent.Created.TYPE);
        assertThat(changed(created)).containsExactly("number", "lotId", "materialId", "locationId", "quantity", "reasonCode",
                "reason", "status", "requestedBy");
        assertThat(created.after().quantity()).isEqualTo(new SignedAmount("-2.5", "kg"));
        assertThat(created.reason()).isEqualTo("Drum punctured");
    }

    @Test
    void anApprovalTellsThePostedStatusItsSignatureAndMovement() {
        StockAdjustmentEvent.Posted posted = adjustment("-1").approve(SUPERVISOR, "mov_1", T0);

        assertThat(posted.type()).isEqualTo(StockAdjustmentEvent.Posted.TYPE);
        assertThat(changed(posted)).containsExactly("status", "approval", "movementId");
        assertThat(posted.after().status()).isEqualTo("posted");
        assertThat(posted.reason()).isEqualTo(SUPERVISOR.reason());
    }

    @Test
    void aRejectionTellsTheRejectedStatusAndItsSignature() {
        StockAdjustmentEvent.Rejected rejected = adjustment("-1").reject(SUPERVISOR, T0);

        assertThat(rejected.type()).isEqualTo(StockAdjustmentEvent.Rejected.TYPE);
        assertThat(changed(rejected)).containsExactly("status", "approval");
        assertThat(rejected.after().status()).isEqualTo("rejected");
    }

    @Test
    void anOpenedCountTellsItsCreationWithEveryLineOfTheBook() {
        InventoryCount count = InventoryCount.open("cnt_1", "loc_a", List.of(
                new InventoryCount.Book("lot_1", "mat_1", new BigDecimal("10"), "kg")), "usr_clerk", T0);

        InventoryCountEvent.Created created = count.numbered("IC-000001");

        assertThat(created.type()).isEqualTo(InventoryCountEvent.Created.TYPE);
        assertThat(changed(created)).containsExactly("number", "locationId", "status", "lines", "adjustmentMovementIds");
        assertThat(created.after().lines()).containsExactly(new InventoryCountState.Line(1, "lot_1",
                new SignedAmount("10", "kg"), null, null));
    }

    @Test
    void enteredCountsTellOnlyTheLinesEntered() {
        InventoryCount count = count();

        InventoryCountEvent.Counted counted = count.enter(List.of(new InventoryCount.Entry(2, kg("3"))), List.of(), "usr_a", T0);

        assertThat(counted.type()).isEqualTo(InventoryCountEvent.Counted.TYPE);
        assertThat(changed(counted)).containsExactly("lines");
        assertThat(counted.before().lines()).extracting(InventoryCountState.Line::lineNo).containsExactly(2);
        assertThat(counted.after().lines()).containsExactly(new InventoryCountState.Line(2, "lot_2",
                new SignedAmount("4", "kg"), new SignedAmount("3", "kg"), "usr_a"));
    }

    @Test
    void aPostedCountTellsItsStatusSignatureAndMovements() {
        InventoryCount count = count();
        count.enter(List.of(new InventoryCount.Entry(1, kg("10")), new InventoryCount.Entry(2, kg("3"))), List.of(), "usr_a",
                T0);

        InventoryCountEvent.Posted posted = count.post(SUPERVISOR, List.of("mov_1"), T0);

        assertThat(posted.type()).isEqualTo(InventoryCountEvent.Posted.TYPE);
        assertThat(changed(posted)).containsExactly("status", "posting", "adjustmentMovementIds");
        assertThat(posted.after().adjustmentMovementIds()).containsExactly("mov_1");
    }

    @Test
    void aCancelledCountTellsOnlyItsStatus() {
        InventoryCountEvent.Cancelled cancelled = count().cancel(T0);

        assertThat(cancelled.type()).isEqualTo(InventoryCountEvent.Cancelled.TYPE);
        assertThat(changed(cancelled)).containsExactly("status");
        assertThat(cancelled.after().status()).isEqualTo("cancelled");
    }

    @Test
    void aPostedMovementTellsItsCreationWithTheReversalsReason() {
        StockMovement movement = StockMovement.post("mov_2", new MovementData(MovementType.REVERSAL, "lot_1", "mat_1", "loc_b",
                "loc_a", new Quantity(new BigDecimal("2.5"), Unit.KG), "mov_1", "mov_1", "wrong bin", T0, "usr_clerk"));

        StockMovementEvent.Created posted = movement.posted();

        assertThat(posted.type()).isEqualTo(StockMovementEvent.Created.TYPE);
        assertThat(changed(posted)).containsExactly("type", "lotId", "materialId", "fromLocationId", "toLocationId", "quantity",
                "reference", "reason", "postedAt", "userId");
        assertThat(posted.after().quantity()).isEqualTo(new QuantityJson("2.5", "kg"));
        assertThat(posted.reason()).isEqualTo("wrong bin");
    }
}
