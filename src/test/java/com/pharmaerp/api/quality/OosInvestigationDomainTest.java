package com.pharmaerp.api.quality;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.EventChanges.from;
import static com.pharmaerp.api.testsupport.EventChanges.to;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.OosInvestigation;
import com.pharmaerp.api.quality.domain.OosInvestigation.Conclusion;
import com.pharmaerp.api.quality.domain.OosInvestigationEvent;

/** OOS investigations as plain objects: Phase I with or without an assignable cause, Phase II, and the refusals. */
class OosInvestigationDomainTest {

    private static final Instant NOW = Instant.parse("2027-01-04T08:00:00Z");
    private static final Instant LATER = NOW.plusSeconds(60);
    static final Signature REVIEW = new Signature("usr_qa2", "Quill QA", "review", "Laboratory investigation done", NOW, 1);
    private static final Signature APPROVAL = new Signature("usr_qa2", "Quill QA", "approval", "Full-scale investigation done",
            NOW, 2);

    /** A new investigation of a failing assay, in Phase I. */
    static OosInvestigation investigation() {
        return OosInvestigation.open("oos_1", new OosInvestigation.Subject("OOS-000001", "insp_1", "lot_1", "res_1", "ASSAY",
                "90.0", "98.0 to 102.0 %"), LocalDate.parse("2027-02-03"), NOW);
    }

    @Test
    void openingRecordsTheFailingResultItsLimitsAndTheDueDate() {
        OosInvestigationEvent.Opened opened = investigation().opened();

        assertThat(opened.type()).isEqualTo(OosInvestigationEvent.Opened.TYPE);
        assertThat(opened.entityId()).isEqualTo("oos_1");
        assertThat(changed(opened)).containsExactly("number", "inspectionLotId", "lotId", "resultId", "testCode", "value",
                "limits", "status", "dueOn");
        assertThat(to(opened, "status").asText()).isEqualTo("phase_1");
        assertThat(to(opened, "limits").asText()).isEqualTo("98.0 to 102.0 %");
    }

    @Test
    void anAssignableCauseConcludesPhaseIAndClosesTheInvestigationInvalidated() {
        OosInvestigation investigation = investigation();

        List<OosInvestigationEvent> events = investigation.concludePhase1(true, "instrument", "Balance out of calibration",
                REVIEW, LATER);

        assertThat(events).extracting(OosInvestigationEvent::type).containsExactly(OosInvestigationEvent.Phase1Concluded.TYPE,
                OosInvestigationEvent.Closed.TYPE);
        assertThat(changed(events.get(0))).containsExactly("phase1");
        assertThat(to(events.get(0), "phase1").get("category").asText()).isEqualTo("instrument");
        assertThat(to(events.get(0), "phase1").get("signature").get("meaning").asText()).isEqualTo("review");
        assertThat(changed(events.get(1))).containsExactly("status", "conclusion");
        assertThat(to(events.get(1), "conclusion").asText()).isEqualTo("invalidated");
        assertThat(investigation.status()).isEqualTo(OosInvestigation.Status.CLOSED);
        assertThat(investigation.invalidatesResult()).isTrue();
        assertThat(investigation.version()).isEqualTo(2);
        assertThat(investigation.updatedAt()).isEqualTo(LATER);
    }

    @Test
    void withoutAnAssignableCausePhaseIILeadsOn() {
        OosInvestigation investigation = investigation();

        List<OosInvestigationEvent> events = investigation.concludePhase1(false, "instrument", "Nothing found in the lab",
                REVIEW, LATER);

        assertThat(events).extracting(OosInvestigationEvent::type).containsExactly(OosInvestigationEvent.Phase1Concluded.TYPE);
        assertThat(changed(events.get(0))).containsExactly("status", "phase1");
        assertThat(from(events.get(0), "status").asText()).isEqualTo("phase_1");
        assertThat(to(events.get(0), "status").asText()).isEqualTo("phase_2");
        assertThat(to(events.get(0), "phase1").get("category").isNull()).as("no cause, no category").isTrue();
        assertThat(investigation.conclusion()).isNull();
    }

    @Test
    void anAssignableCauseNamesItsCategory() {
        assertThat(assertRefused(() -> investigation().concludePhase1(true, null, "Something", REVIEW, NOW),
                "validation_failed").fields()).containsExactly("category");
    }

    @Test
    void phaseIIConfirmedLeavesTheResultStanding() {
        OosInvestigation investigation = investigation();
        investigation.concludePhase1(false, null, "Nothing found in the lab", REVIEW, NOW);

        OosInvestigationEvent.Closed closed = investigation.concludePhase2(Conclusion.CONFIRMED, "Granulation drift",
                "Batch out of specification", List.of("lot_2"), APPROVAL, LATER);

        assertThat(closed.type()).isEqualTo(OosInvestigationEvent.Closed.TYPE);
        assertThat(changed(closed)).containsExactly("status", "phase2", "conclusion");
        assertThat(to(closed, "conclusion").asText()).isEqualTo("confirmed");
        assertThat(to(closed, "phase2").get("affectedLotIds").get(0).asText()).isEqualTo("lot_2");
        assertThat(investigation.invalidatesResult()).isFalse();
        assertThat(investigation.version()).isEqualTo(3);
    }

    @Test
    void phaseIIInvalidatedNamesALaboratoryRootCauseFoundLate() {
        OosInvestigation investigation = investigation();
        investigation.concludePhase1(false, null, "Nothing found in the lab", REVIEW, NOW);

        investigation.concludePhase2(Conclusion.INVALIDATED, "Reference standard degraded", "Found on re-examination",
                List.of(), APPROVAL, LATER);

        assertThat(investigation.invalidatesResult()).isTrue();
        assertThat(investigation.invalidationCategory()).isEqualTo("phase_2");
        assertThat(investigation.concludingSignature()).isEqualTo(APPROVAL);
    }

    @Test
    void phaseIIIsRefusedInPhaseI() {
        assertRefused(() -> investigation().concludePhase2(Conclusion.CONFIRMED, "x", "y", List.of(), APPROVAL, NOW),
                "invalid_transition");
    }

    @Test
    void phaseIIsConcludedOnce() {
        OosInvestigation investigation = investigation();
        investigation.concludePhase1(false, null, "Nothing found", REVIEW, NOW);

        assertRefused(() -> investigation.concludePhase1(true, "other", "again", REVIEW, NOW), "invalid_transition");
    }

    @Test
    void aClosedInvestigationTakesNoPhaseII() {
        OosInvestigation investigation = investigation();
        investigation.concludePhase1(true, "calculation", "Wrong dilution factor", REVIEW, NOW);

        assertRefused(() -> investigation.concludePhase2(Conclusion.CONFIRMED, "x", "y", List.of(), APPROVAL, NOW),
                "invalid_transition");
    }
}
