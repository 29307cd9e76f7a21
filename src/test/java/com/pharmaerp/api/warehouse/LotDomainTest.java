package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotData;
import com.pharmaerp.api.warehouse.domain.LotEvent;
import com.pharmaerp.api.warehouse.domain.LotStatus;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.StockMovement;

class LotDomainTest {

    private static final Instant T0 = Instant.parse("2026-01-05T08:00:00Z");
    private static final LocalDate EXPIRY = LocalDate.parse("2026-06-30");
    private static final Signature QA = new Signature("usr_2", "Q. A.", "rejection", "deviation DEV-1", T0, 1);
    private static final Signature SECOND_QA = new Signature("usr_3", "R. B.", "approval", "retest passed", T0, 2);

    private static Lot lot() {
        return Lot.create("lot_1", new LotData("L-000001", "mat_1", "kg", "receipt", "gr_1", "S-1",
                LocalDate.parse("2026-01-01"), EXPIRY, LocalDate.parse("2026-03-01")), T0);
    }

    @Test
    void theRetestDateIsTheIntervalAfterReceiptButNeverAfterExpiry() {
        assertThat(Lot.retestDate(LocalDate.parse("2026-01-05"), 30, EXPIRY)).isEqualTo("2026-02-04");
        assertThat(Lot.retestDate(LocalDate.parse("2026-01-05"), 365, EXPIRY)).isEqualTo(EXPIRY);
    }

    @Test
    void aLotIsExpiredTheDayAfterItsExpiry() {
        Lot lot = lot();
        assertThat(lot.status(EXPIRY)).isEqualTo(LotStatus.QUARANTINE);
        assertThat(lot.status(EXPIRY.plusDays(1))).isEqualTo(LotStatus.EXPIRED);
    }

    @Test
    void aRejectedLotIsNeverShownExpired() {
        Lot lot = lot();
        lot.reject(QA, T0);

        assertThat(lot.status(EXPIRY.plusDays(1))).isEqualTo(LotStatus.REJECTED);
    }

    @Test
    void onlyALotOnHoldIsReleasedFromHold() {
        assertRefused(() -> lot().unhold(QA, T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aLotOnHoldIsNotHeldAgain() {
        Lot lot = lot();
        lot.hold(QA, T0);

        assertRefused(() -> lot.hold(QA, T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aHoldRemembersTheStatusItCameFromAndItsReleaseReturnsThere() {
        Lot lot = lot();
        lot.release(QA, EXPIRY, T0);
        lot.hold(QA, T0);
        assertThat(lot.status()).isEqualTo(LotStatus.ON_HOLD);
        assertThat(lot.heldFrom()).isEqualTo(LotStatus.RELEASED);
        assertThat(lot.version()).isEqualTo(3);

        lot.unhold(QA, T0);

        assertThat(lot.status()).isEqualTo(LotStatus.RELEASED);
        assertThat(lot.heldFrom()).isNull();
    }

    @Test
    void aReversalGoesTheOtherWayOnceAndIsNotItselfReversed() {
        StockMovement transfer = StockMovement.post("mov_1", new MovementData(MovementType.TRANSFER, "lot_1", "mat_1", "loc_a",
                "loc_b", Quantity.of("2.5", Unit.KG), null, null, null, T0, "usr_1"));

        MovementData reversal = transfer.reversal("wrong bin", T0, "usr_9");
        assertThat(reversal.type()).isEqualTo(MovementType.REVERSAL);
        assertThat(reversal.fromLocationId()).isEqualTo("loc_b");
        assertThat(reversal.toLocationId()).isEqualTo("loc_a");
        assertThat(reversal.quantity()).isEqualTo(Quantity.of("2.5", Unit.KG));
        assertThat(reversal.reverses()).isEqualTo("mov_1");

        StockMovement reversedOnce = StockMovement.rehydrate("mov_1", transfer.data(), "mov_2");
        assertRefused(() -> reversedOnce.reversal("again", T0, "usr_9"), PersistenceProblem.INVALID_TRANSITION);
        StockMovement reversed = StockMovement.post("mov_2", reversal);
        assertRefused(() -> reversed.reversal("undo the undo", T0, "usr_9"), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void productionsIssuesAndOutputsAreNotReversedInTheLedger() {
        for (MovementType type : new MovementType[] { MovementType.ISSUE, MovementType.OUTPUT }) {
            StockMovement movement = StockMovement.post("mov_" + type.id(), new MovementData(type, "lot_1", "mat_1",
                    type == MovementType.ISSUE ? "loc_a" : null, type == MovementType.OUTPUT ? "loc_a" : null,
                    Quantity.of("1", Unit.KG), "ord_1", null, null, T0, "usr_1"));
            assertRefused(() -> movement.reversal("wrong lot charged", T0, "usr_9"), PersistenceProblem.INVALID_TRANSITION);
        }
    }

    @Test
    void aUsageDecisionReleasesOnlyAnUnexpiredLotInQuarantine() {
        Lot lot = lot();
        assertRefused(() -> lot.release(QA, EXPIRY.plusDays(1), T0), WarehouseProblem.LOT_EXPIRED);
        lot.hold(QA, T0);
        assertRefused(() -> lot.release(QA, EXPIRY, T0), PersistenceProblem.INVALID_TRANSITION);
        lot.unhold(QA, T0);

        lot.release(QA, EXPIRY, T0);
        assertThat(lot.status()).isEqualTo(LotStatus.RELEASED);
        assertThat(lot.qualityDecision()).isEqualTo(QA);
        assertRefused(() -> lot.release(QA, EXPIRY, T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void anAcceptedRetestMovesTheRetestDateOnFromTheDecisionButNeverPastExpiry() {
        Lot lot = lot();
        assertRefused(() -> lot.passRetest(QA, 30, LocalDate.parse("2026-03-02"), T0), PersistenceProblem.INVALID_TRANSITION);
        lot.release(QA, LocalDate.parse("2026-02-01"), T0);

        lot.passRetest(QA, 30, LocalDate.parse("2026-03-02"), T0);
        assertThat(lot.retestOn()).isEqualTo("2026-04-01");
        lot.passRetest(QA, 365, LocalDate.parse("2026-04-02"), T0);
        assertThat(lot.retestOn()).isEqualTo(EXPIRY);
    }

    @Test
    void aLotIsUsableOnlyUnexpiredBeforeItsRetestDateAndReleasedCheckedInThatOrder() {
        Lot lot = lot();
        assertRefused(() -> lot.requireUsable(EXPIRY.plusDays(1)), WarehouseProblem.LOT_EXPIRED);
        assertRefused(() -> lot.requireUsable(LocalDate.parse("2026-03-02")), WarehouseProblem.LOT_RETEST_DUE);
        assertRefused(() -> lot.requireUsable(LocalDate.parse("2026-03-01")), WarehouseProblem.LOT_NOT_RELEASED);
        lot.release(QA, LocalDate.parse("2026-03-01"), T0);
        lot.requireUsable(LocalDate.parse("2026-03-01"));
    }

    @Test
    void aRejectedLotStaysRejectedAndIsNotRetested() {
        Lot lot = lot();
        assertRefused(() -> lot.requireRetestable(LocalDate.parse("2026-01-05")),
                WarehouseProblem.LOT_NOT_RELEASED);
        lot.reject(QA, T0);
        assertThat(lot.status()).isEqualTo(LotStatus.REJECTED);
        assertRefused(() -> lot.reject(QA, T0), PersistenceProblem.INVALID_TRANSITION);
        assertRefused(() -> lot.requireRetestable(EXPIRY.plusDays(1)), WarehouseProblem.LOT_EXPIRED);
    }

    @Test
    void aNewLotTellsItsCreationInQuarantine() {
        LotEvent.Created created = lot().created();

        assertThat(created.type()).isEqualTo(LotEvent.Created.TYPE);
        assertThat(created.before()).isNull();
        assertThat(changed(created)).containsExactly("number", "materialId", "origin", "sourceId", "supplierLotNumber",
                "manufacturedOn", "expiresOn", "retestOn", "status");
        assertThat(created.after().status()).isEqualTo("quarantine");
    }

    @Test
    void aHoldTellsTheStatusItCameFromAndItsSignature() {
        Lot lot = lot();

        LotEvent.Held held = lot.hold(QA, T0);

        assertThat(held.type()).isEqualTo(LotEvent.Held.TYPE);
        assertThat(changed(held)).containsExactly("status", "heldFrom", "hold");
        assertThat(held.after().status()).isEqualTo("on_hold");
        assertThat(held.after().heldFrom()).isEqualTo("quarantine");
        assertThat(held.reason()).isEqualTo(QA.reason());
    }

    @Test
    void releasingAHoldTellsTheStatusItReturnedToAndItsSignature() {
        Lot lot = lot();
        lot.hold(QA, T0);

        LotEvent.Unheld unheld = lot.unhold(QA, T0);

        assertThat(unheld.type()).isEqualTo(LotEvent.Unheld.TYPE);
        assertThat(changed(unheld)).containsExactly("status", "heldFrom", "releaseFromHold");
        assertThat(unheld.after().status()).isEqualTo("quarantine");
        assertThat(unheld.after().heldFrom()).isNull();
    }

    @Test
    void aReleaseTellsTheNewStatusAndTheQualityDecision() {
        LotEvent.Released released = lot().release(QA, EXPIRY, T0);

        assertThat(released.type()).isEqualTo(LotEvent.Released.TYPE);
        assertThat(changed(released)).containsExactly("status", "qualityDecision");
        assertThat(released.after().status()).isEqualTo("released");
        assertThat(released.after().qualityDecision()).isEqualTo(QA);
    }

    @Test
    void anAcceptedRetestTellsTheNewRetestDateAndTheQualityDecision() {
        Lot lot = lot();
        lot.release(QA, LocalDate.parse("2026-02-01"), T0);

        LotEvent.Retested retested = lot.passRetest(SECOND_QA, 30, LocalDate.parse("2026-03-02"), T0);

        assertThat(retested.type()).isEqualTo(LotEvent.Retested.TYPE);
        assertThat(changed(retested)).containsExactly("retestOn", "qualityDecision");
        assertThat(retested.after().retestOn()).isEqualTo("2026-04-01");
    }

    @Test
    void aRejectionTellsTheNewStatusAndTheQualityDecision() {
        LotEvent.Rejected rejected = lot().reject(QA, T0);

        assertThat(rejected.type()).isEqualTo(LotEvent.Rejected.TYPE);
        assertThat(changed(rejected)).containsExactly("status", "qualityDecision");
        assertThat(rejected.after().status()).isEqualTo("rejected");
    }

    @Test
    void aDestructionTellsTheFinalStatusAndItsSignature() {
        Lot lot = lot();
        lot.reject(QA, T0);

        LotEvent.Destroyed destroyed = lot.destroy(SECOND_QA, EXPIRY, T0);

        assertThat(destroyed.type()).isEqualTo(LotEvent.Destroyed.TYPE);
        assertThat(changed(destroyed)).containsExactly("status", "destruction");
        assertThat(destroyed.after().status()).isEqualTo("destroyed");
        assertThat(lot.quantity()).isZero();
    }

    @Test
    void aRehydratedLotIsTheLotThatWasStored() {
        Lot lot = Lot.rehydrate("lot_1", 4, T0, T0, new LotData("L-000001", "mat_1", "kg", "receipt", "gr_1", null,
                LocalDate.parse("2026-01-01"), EXPIRY, LocalDate.parse("2026-03-01")), LotStatus.ON_HOLD, LotStatus.RELEASED,
                QA, null, QA, null, new BigDecimal("12.5"));

        assertThat(lot.unhold(SECOND_QA, T0).after().status()).isEqualTo("released");
        assertThat(lot.version()).isEqualTo(5);
        assertThat(lot.quantity()).isEqualByComparingTo("12.5");
    }
}
