package com.pharmaerp.api.equipment;

import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.equipment.domain.Blocker;
import com.pharmaerp.api.equipment.domain.Calibration;
import com.pharmaerp.api.equipment.domain.Cleaning;
import com.pharmaerp.api.equipment.domain.CleaningRules;
import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.equipment.domain.EquipmentEvent;
import com.pharmaerp.api.equipment.domain.EquipmentStatus;
import com.pharmaerp.api.equipment.domain.Maintenance;
import com.pharmaerp.api.equipment.domain.Use;
import com.pharmaerp.api.platform.users.Signature;

/** A piece's blockers and events through its life, on a business clock the test moves by hand. */
class EquipmentDomainTest {

    private static final Instant NOW = Instant.parse("2026-03-02T08:00:00Z");
    private static final LocalDate TODAY = LocalDate.ofInstant(NOW, ZoneOffset.UTC);
    private static final CleaningRules RULES = new CleaningRules(72, 24, 3);

    private static Signature signature(String user, String meaning) {
        return new Signature(user, "A. Person", meaning, "Checked", NOW, 1, null, null);
    }

    private static Equipment granulator() {
        return Equipment.create("eq_1", "GRN-01", "High-shear granulator", "granulator", "loc_1", true, false, RULES,
                null, 180, TODAY, NOW);
    }

    private static Equipment balance() {
        return Equipment.create("eq_2", "BAL-01", "Analytical balance", "balance", "loc_1", false, true, null, 30, null,
                TODAY, NOW);
    }

    private static List<Blocker> blockers(Equipment e, Instant at) {
        return e.blockers(at, LocalDate.ofInstant(at, ZoneOffset.UTC), null);
    }

    private static Equipment qualified(Equipment e) {
        e.qualify(TODAY.plusYears(1), "IQ/OQ/PQ passed", signature("usr_qa", "approval"), TODAY, NOW);
        return e;
    }

    /** Cleaned by the operator and verified by the supervisor at the instant given. */
    private static Cleaning cleaned(Equipment e, Cleaning.Type type, Instant at) {
        Equipment.CleaningStarted started = e.startCleaning("cln_" + at.toEpochMilli(), type, "SOP-CLN-012", "usr_op", at,
                at);
        e.verifyCleaning(started.cleaning(), signature("usr_sup", "verification"), at, at);
        return started.cleaning();
    }

    private static Use order(String id) {
        return new Use(Use.Type.PRODUCTION_ORDER, id, "PO-" + id, "lot_" + id, "LOT-" + id);
    }

    @Test
    void aNewGranulatorIsNotQualifiedAndDirty() {
        assertThat(blockers(granulator(), NOW)).containsExactly(Blocker.NOT_QUALIFIED, Blocker.DIRTY);
        assertThat(granulator().status()).isEqualTo(EquipmentStatus.DIRTY);
    }

    @Test
    void aNewInstrumentIsNotQualifiedAndItsCalibrationIsOverdue() {
        assertThat(blockers(balance(), NOW)).containsExactly(Blocker.NOT_QUALIFIED, Blocker.CALIBRATION_OVERDUE);
        assertThat(balance().status()).isEqualTo(EquipmentStatus.AVAILABLE);
    }

    @Test
    void productContactWithoutCleaningRulesIsRefusedNamingCleaning() {
        assertThat(assertRefused(() -> Equipment.create("eq_3", "V-1", "Vessel", "vessel", "loc_1", true, false, null,
                null, null, TODAY, NOW), "validation_failed").fields()).containsExactly("cleaning");
    }

    @Test
    void anInstrumentWithoutACalibrationIntervalIsRefusedNamingIt() {
        assertThat(assertRefused(() -> Equipment.create("eq_3", "B-1", "Balance", "balance", "loc_1", false, true, null,
                null, null, TODAY, NOW), "validation_failed").fields()).containsExactly("calibrationIntervalDays");
    }

    @Test
    void aVerifiedCleaningOfAQualifiedGranulatorMakesItCleanAndUsable() {
        Equipment e = qualified(granulator());
        Equipment.CleaningStarted started = e.startCleaning("cln_1", Cleaning.Type.MAJOR, "SOP-CLN-012", "usr_op", NOW,
                NOW);

        EquipmentEvent.CleaningVerified verified = e.verifyCleaning(started.cleaning(), signature("usr_sup",
                "verification"), NOW, NOW);

        assertThat(started.event().type()).isEqualTo(EquipmentEvent.Cleaned.TYPE);
        assertThat(started.event().after().status()).isEqualTo("pending_verification");
        assertThat(verified.type()).isEqualTo(EquipmentEvent.CleaningVerified.TYPE);
        assertThat(verified.after().status()).isEqualTo("verified");
        assertThat(verified.after().verification().userId()).isEqualTo("usr_sup");
        assertThat(blockers(e, NOW)).isEmpty();
        assertThat(e.status()).isEqualTo(EquipmentStatus.CLEAN);
    }

    @Test
    void aPendingCleaningLeavesTheGranulatorDirty() {
        Equipment e = qualified(granulator());
        e.startCleaning("cln_1", Cleaning.Type.MINOR, "SOP-CLN-012", "usr_op", NOW, NOW);

        assertThat(blockers(e, NOW)).containsExactly(Blocker.DIRTY);
    }

    @Test
    void theCleanHoldExpiresAfterItsHours() {
        Equipment e = qualified(granulator());
        cleaned(e, Cleaning.Type.MAJOR, NOW);

        assertThat(blockers(e, NOW.plus(Duration.ofHours(72)))).isEmpty();
        assertThat(blockers(e, NOW.plus(Duration.ofHours(72)).plusSeconds(1))).containsExactly(Blocker.CLEAN_HOLD_EXPIRED);
    }

    @Test
    void aClaimMakesThePieceInUseForAnotherOrderButNotForItsOwn() {
        Equipment e = qualified(granulator());
        cleaned(e, Cleaning.Type.MAJOR, NOW);

        EquipmentEvent.Claimed claimed = e.claim(order("ord_1"), NOW, TODAY, NOW);

        assertThat(claimed.type()).isEqualTo(EquipmentEvent.Claimed.TYPE);
        assertThat(claimed.after().orderId()).isEqualTo("ord_1");
        assertThat(e.status()).isEqualTo(EquipmentStatus.IN_USE);
        assertThat(e.blockers(NOW, TODAY, "ord_1")).isEmpty();
        assertThat(e.blockers(NOW, TODAY, "ord_2")).containsExactly(Blocker.IN_USE);
        assertThat(e.claim(order("ord_1"), NOW, TODAY, NOW)).as("the order already holds it").isNull();
    }

    @Test
    void aClaimOfAPieceThatMayNotBeUsedNamesEveryBlockerOnEquipmentId() {
        Equipment e = granulator();

        var refused = assertRefused(() -> e.claim(order("ord_1"), NOW, TODAY, NOW), "equipment_not_usable");

        assertThat(refused.errors()).extracting("field", "message").containsExactly(
                org.assertj.core.groups.Tuple.tuple("equipmentId", "not_qualified"),
                org.assertj.core.groups.Tuple.tuple("equipmentId", "dirty"));
    }

    @Test
    void releasingAClaimMakesAProductContactPieceDirtyFromThenAndCountsTheBatch() {
        Equipment e = qualified(granulator());
        cleaned(e, Cleaning.Type.MAJOR, NOW);
        e.claim(order("ord_1"), NOW, TODAY, NOW);
        Instant end = NOW.plus(Duration.ofHours(5));

        EquipmentEvent.Released released = e.release(end, end);

        assertThat(released.type()).isEqualTo(EquipmentEvent.Released.TYPE);
        assertThat(released.after().until()).isEqualTo(end);
        assertThat(e.dirtySince()).isEqualTo(end);
        assertThat(e.campaignBatches()).isEqualTo(1);
        assertThat(blockers(e, end)).containsExactly(Blocker.DIRTY);
    }

    @Test
    void theCampaignLimitBlocksUntilAMajorCleaning() {
        Equipment e = qualified(granulator());
        Instant at = NOW;
        for (int batch = 1; batch <= 3; batch++) {
            cleaned(e, Cleaning.Type.MINOR, at);
            e.claim(order("ord_" + batch), at, TODAY, at);
            at = at.plus(Duration.ofHours(1));
            e.release(at, at);
        }
        cleaned(e, Cleaning.Type.MINOR, at);
        assertThat(blockers(e, at)).containsExactly(Blocker.CAMPAIGN_LIMIT);

        cleaned(e, Cleaning.Type.MAJOR, at.plusSeconds(1));

        assertThat(blockers(e, at.plusSeconds(1))).isEmpty();
    }

    @Test
    void aCleaningBegunAfterTheDirtyHoldIsMarkedSo() {
        Equipment e = qualified(granulator());
        cleaned(e, Cleaning.Type.MAJOR, NOW);
        e.claim(order("ord_1"), NOW, TODAY, NOW);
        e.release(NOW, NOW);

        Equipment.CleaningStarted late = e.startCleaning("cln_late", Cleaning.Type.MAJOR, "SOP", "usr_op",
                NOW.plus(Duration.ofHours(24)).plusSeconds(1), NOW);

        assertThat(late.cleaning().dirtyHoldExceeded()).isTrue();
        assertThat(late.event().after().dirtyHoldExceeded()).isTrue();
    }

    @Test
    void aCleaningWhileClaimedIsRefusedInUse() {
        Equipment e = qualified(granulator());
        cleaned(e, Cleaning.Type.MAJOR, NOW);
        e.claim(order("ord_1"), NOW, TODAY, NOW);

        assertRefused(() -> e.startCleaning("cln_2", Cleaning.Type.MINOR, "SOP", "usr_op", NOW, NOW), "in_use");
    }

    @Test
    void aCleaningOfAPieceWithoutProductContactIsAnInvalidTransition() {
        assertRefused(() -> balance().startCleaning("cln_1", Cleaning.Type.MINOR, "SOP", "usr_op", NOW, NOW),
                "invalid_transition");
    }

    @Test
    void aPassingCalibrationSetsTheDueDateAndAFailBlocksUntilTheNextPass() {
        Equipment e = qualified(balance());

        Equipment.CalibrationRecorded pass = e.calibrate("cal_1", TODAY.minusDays(2), Calibration.Result.PASS,
                "0.1 mg", "0.1 mg", signature("usr_sup", "verification"), TODAY, NOW, NOW);
        assertThat(pass.event().type()).isEqualTo(EquipmentEvent.Calibrated.TYPE);
        assertThat(e.calibrationDueOn()).isEqualTo(TODAY.minusDays(2).plusDays(30));
        assertThat(blockers(e, NOW)).isEmpty();

        Equipment.CalibrationRecorded fail = e.calibrate("cal_2", TODAY, Calibration.Result.FAIL, "0.9 mg", "0.1 mg",
                signature("usr_sup", "verification"), TODAY, NOW, NOW);
        assertThat(fail.event().type()).isEqualTo(EquipmentEvent.CalibrationFailed.TYPE);
        assertThat(fail.calibration().nextDueOn()).isNull();
        assertThat(blockers(e, NOW)).containsExactly(Blocker.CALIBRATION_FAILED);

        e.calibrate("cal_3", TODAY, Calibration.Result.PASS, "0.1 mg", "0.1 mg", signature("usr_sup", "verification"),
                TODAY, NOW, NOW);
        assertThat(blockers(e, NOW)).isEmpty();
    }

    @Test
    void theCalibrationFallsOverdueTheDayAfterItsDueDate() {
        Equipment e = qualified(balance());
        e.calibrate("cal_1", TODAY, Calibration.Result.PASS, "ok", "ok", signature("usr_sup", "verification"), TODAY,
                NOW, NOW);

        assertThat(e.blockers(NOW, TODAY.plusDays(30), null)).isEmpty();
        assertThat(e.blockers(NOW, TODAY.plusDays(31), null)).containsExactly(Blocker.CALIBRATION_OVERDUE);
    }

    @Test
    void aCalibrationPerformedAfterTheBusinessDateIsRefusedNamingPerformedOn() {
        Equipment e = qualified(balance());

        assertThat(assertRefused(() -> e.calibrate("cal_1", TODAY.plusDays(1), Calibration.Result.PASS, "ok", "ok",
                signature("usr_sup", "verification"), TODAY, NOW, NOW), "validation_failed").fields())
                .containsExactly("performedOn");
    }

    @Test
    void preventiveMaintenanceMovesTheDueDateAndLiftsTheOverdueBlocker() {
        Equipment e = qualified(granulator());
        cleaned(e, Cleaning.Type.MAJOR, NOW);
        LocalDate later = TODAY.plusDays(181);
        assertThat(e.blockers(NOW, later, null)).contains(Blocker.MAINTENANCE_OVERDUE);

        Equipment.MaintenanceRecorded done = e.maintain("mnt_1", Maintenance.Kind.PREVENTIVE, "Seals replaced", "usr_sup",
                later, NOW, NOW);

        assertThat(done.event().type()).isEqualTo(EquipmentEvent.Maintained.TYPE);
        assertThat(done.event().after().maintenanceDueOn()).isEqualTo(later.plusDays(180));
        assertThat(e.blockers(NOW, later, null)).doesNotContain(Blocker.MAINTENANCE_OVERDUE);
    }

    @Test
    void aQualificationUntilAPastDateIsRefusedNamingQualifiedUntil() {
        assertThat(assertRefused(() -> granulator().qualify(TODAY.minusDays(1), "old", signature("usr_qa", "approval"),
                TODAY, NOW), "validation_failed").fields()).containsExactly("qualifiedUntil");
    }

    @Test
    void aQualificationLapsesTheDayAfterItsDate() {
        Equipment e = qualified(balance());
        e.calibrate("cal_1", TODAY, Calibration.Result.PASS, "ok", "ok", signature("usr_sup", "verification"), TODAY,
                NOW, NOW);

        assertThat(e.blockers(NOW, TODAY.plusYears(1).plusDays(1), null)).contains(Blocker.NOT_QUALIFIED);
    }

    @Test
    void outOfServiceBlocksUntilQaReturnsItToService() {
        Equipment e = qualified(balance());
        e.calibrate("cal_1", TODAY, Calibration.Result.PASS, "ok", "ok", signature("usr_sup", "verification"), TODAY,
                NOW, NOW);

        EquipmentEvent.OutOfService out = e.takeOutOfService("Display flickers", NOW);
        assertThat(out.after().service()).isEqualTo("out_of_service");
        assertThat(blockers(e, NOW)).containsExactly(Blocker.OUT_OF_SERVICE);
        assertThat(e.status()).isEqualTo(EquipmentStatus.OUT_OF_SERVICE);

        EquipmentEvent.ReturnedToService back = e.returnToService(signature("usr_qa", "approval"), NOW);
        assertThat(back.after().service()).isEqualTo("in_service");
        assertThat(blockers(e, NOW)).isEmpty();
    }

    @Test
    void aRetiredPieceIsBlockedForGoodAndTakesNoFurtherRecord() {
        Equipment e = qualified(balance());

        EquipmentEvent.Retired retired = e.retire(signature("usr_qa", "approval"), NOW);

        assertThat(retired.after().service()).isEqualTo("retired");
        assertThat(blockers(e, NOW).get(0)).isEqualTo(Blocker.RETIRED);
        assertThat(e.status()).isEqualTo(EquipmentStatus.RETIRED);
        assertRefused(() -> e.calibrate("cal_1", TODAY, Calibration.Result.PASS, "ok", "ok",
                signature("usr_sup", "verification"), TODAY, NOW, NOW), "invalid_transition");
    }

    @Test
    void aClaimedPieceIsNotRetired() {
        Equipment e = qualified(granulator());
        cleaned(e, Cleaning.Type.MAJOR, NOW);
        e.claim(order("ord_1"), NOW, TODAY, NOW);

        assertRefused(() -> e.retire(signature("usr_qa", "approval"), NOW), "in_use");
    }

    @Test
    void aPieceThatIsNotAnInstrumentIsRefusedForAResultNamingTheField() {
        Equipment e = qualified(granulator());

        assertThat(assertRefused(() -> e.requireUsableInstrument("instrumentId", NOW, TODAY), "validation_failed")
                .fields()).containsExactly("instrumentId");
    }

    @Test
    void blockersComeInTheDesignsOrder() {
        Equipment e = granulator();
        e.takeOutOfService("Broken", NOW);

        assertThat(e.blockers(NOW, TODAY.plusDays(400), null)).containsExactly(Blocker.OUT_OF_SERVICE,
                Blocker.NOT_QUALIFIED, Blocker.MAINTENANCE_OVERDUE, Blocker.DIRTY);
    }
}
