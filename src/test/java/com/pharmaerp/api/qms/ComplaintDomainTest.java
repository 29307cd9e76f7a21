package com.pharmaerp.api.qms;

import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static com.pharmaerp.api.testsupport.ProblemAssert.refusal;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.domain.Complaint;
import com.pharmaerp.api.qms.domain.ComplaintCategory;
import com.pharmaerp.api.qms.domain.ComplaintData;
import com.pharmaerp.api.qms.domain.ComplaintEvent;

/** A complaint's moves: each returns its event with the changed fields, or refuses with its code. */
class ComplaintDomainTest {

    private static final Instant T0 = Instant.parse("2027-01-08T09:00:00Z");
    private static final LocalDate FRIDAY = LocalDate.parse("2027-01-08");
    private static final Signature REVIEW = new Signature("usr_qa", "Q. A.", "review", "Assessed", T0, 1);
    private static final Signature APPROVAL = new Signature("usr_qa", "Q. A.", "approval", "Closed", T0, 4);

    private static ComplaintData data(String lotId, String shipmentId, String materialId) {
        return new ComplaintData(FRIDAY, FRIDAY, ComplaintCategory.QUALITY_DEFECT, "Cracked tablets", "US", null, shipmentId,
                lotId, materialId, new ComplaintData.Reporter("Apotheke", "+49 30 1"));
    }

    private static Complaint open(String lotId) {
        return Complaint.receive("cmp_1", "CMP-000001", data(lotId, null, "mat_1"), "usr_qa", T0);
    }

    private static Complaint.Assessment reportable(boolean reportable) {
        return new Complaint.Assessment(reportable, "FDA", "A marketed defect", reportable ? FRIDAY.plusDays(5) : null,
                REVIEW);
    }

    private static Complaint.Investigation investigation() {
        return new Complaint.Investigation("Compression force drifted", "equipment", true, "usr_sv", T0);
    }

    private static Complaint.Report report() {
        return new Complaint.Report(FRIDAY.plusDays(2), "FDA", "FAR-1", "usr_qa", T0);
    }

    @Test
    void aReceivedComplaintIsOpenAtVersionOneAndItsEventCarriesItsFields() {
        Complaint complaint = open("lot_1");
        ComplaintEvent.Received event = complaint.received();
        assertThat(event.type()).isEqualTo(ComplaintEvent.Received.TYPE);
        assertThat(event.before()).isNull();
        assertThat(event.after().status()).isEqualTo("open");
        assertThat(event.after().lotId()).isEqualTo("lot_1");
        assertThat(complaint.version()).isEqualTo(1);
    }

    @Test
    void aComplaintNamingNoLotShipmentOrMaterialIsRefused() {
        assertRefused(() -> Complaint.requireValid(data(null, null, null), FRIDAY),
                PlatformProblem.VALIDATION_FAILED);
    }

    @Test
    void aCountryOutsideIso3166IsRefusedNamingTheField() {
        ComplaintData unknown = new ComplaintData(FRIDAY, FRIDAY, ComplaintCategory.OTHER, "x", "XX", null, null, "lot_1",
                null, new ComplaintData.Reporter("a", "b"));
        assertThat(refusal(() -> Complaint.requireValid(unknown, FRIDAY)).fields()).containsExactly("country");
    }

    @Test
    void aComplaintReceivedAfterTheBusinessDateIsRefused() {
        assertRefused(() -> Complaint.requireValid(data("lot_1", null, null), FRIDAY.minusDays(1)),
                PlatformProblem.VALIDATION_FAILED);
    }

    @Test
    void aLotFillsTheMaterialAndAShippedShipmentTheCustomerOnlyWhereMissing() {
        ComplaintData filled = data("lot_1", "shp_1", null).filledIn("mat_9", "cus_9");
        assertThat(filled.materialId()).isEqualTo("mat_9");
        assertThat(filled.customerId()).isEqualTo("cus_9");
        assertThat(data("lot_1", null, "mat_1").filledIn("mat_9", null).materialId()).isEqualTo("mat_1");
    }

    @Test
    void anAssessmentSetsTheDueDateAndRaisesTheVersion() {
        Complaint complaint = open("lot_1");
        ComplaintEvent.Assessed event = complaint.assess(reportable(true), T0);
        assertThat(event.type()).isEqualTo(ComplaintEvent.Assessed.TYPE);
        assertThat(event.before().assessment()).isNull();
        assertThat(event.after().assessment().reportDueOn()).isEqualTo(FRIDAY.plusDays(5));
        assertThat(event.reason()).isEqualTo("Assessed");
        assertThat(complaint.version()).isEqualTo(2);
    }

    @Test
    void aReportIsRecordedOnlyForAReportableComplaint() {
        Complaint complaint = open("lot_1");
        assertRefused(() -> complaint.recordReport(report(), T0), PersistenceProblem.INVALID_TRANSITION);
        complaint.assess(reportable(false), T0);
        assertRefused(() -> complaint.recordReport(report(), T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aRecordedReportIsTheReportedEventsChange() {
        Complaint complaint = open("lot_1");
        complaint.assess(reportable(true), T0);
        ComplaintEvent.Reported event = complaint.recordReport(report(), T0);
        assertThat(event.type()).isEqualTo(ComplaintEvent.Reported.TYPE);
        assertThat(event.before().report()).isNull();
        assertThat(event.after().report().reference()).isEqualTo("FAR-1");
        assertRefused(() -> complaint.recordReport(report(), T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aSecondInvestigationReplacesTheFirst() {
        Complaint complaint = open("lot_1");
        complaint.investigate(investigation(), T0);
        ComplaintEvent.Investigated event = complaint.investigate(new Complaint.Investigation("Operator", "human_error",
                false, "usr_qa", T0), T0);
        assertThat(event.type()).isEqualTo(ComplaintEvent.Investigated.TYPE);
        assertThat(event.before().investigation().rootCauseCategory()).isEqualTo("equipment");
        assertThat(event.after().investigation().rootCauseCategory()).isEqualTo("human_error");
    }

    @Test
    void closingNeedsAnAssessment() {
        Complaint complaint = open("lot_1");
        assertRefused(() -> complaint.close(new Complaint.Closure("Replaced", APPROVAL), T0),
                QmsProblem.ASSESSMENT_REQUIRED);
    }

    @Test
    void closingNeedsAnInvestigation() {
        Complaint complaint = open("lot_1");
        complaint.assess(reportable(false), T0);
        assertRefused(() -> complaint.close(new Complaint.Closure("Replaced", APPROVAL), T0),
                QmsProblem.INVESTIGATION_REQUIRED);
    }

    @Test
    void closingAReportableComplaintNeedsItsReport() {
        Complaint complaint = open("lot_1");
        complaint.assess(reportable(true), T0);
        complaint.investigate(investigation(), T0);
        assertRefused(() -> complaint.close(new Complaint.Closure("Replaced", APPROVAL), T0),
                QmsProblem.REPORT_MISSING);
    }

    @Test
    void aClosedComplaintCarriesItsClosureAndMovesNoMore() {
        Complaint complaint = open("lot_1");
        complaint.assess(reportable(false), T0);
        complaint.investigate(investigation(), T0);
        ComplaintEvent.Closed event = complaint.close(new Complaint.Closure("Replaced", APPROVAL), T0);
        assertThat(event.type()).isEqualTo(ComplaintEvent.Closed.TYPE);
        assertThat(event.before().status()).isEqualTo("open");
        assertThat(event.after().status()).isEqualTo("closed");
        assertThat(event.after().closure().responseToComplainant()).isEqualTo("Replaced");
        assertRefused(() -> complaint.investigate(investigation(), T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void escalationNamesTheRecallOnce() {
        Complaint complaint = open("lot_1");
        ComplaintEvent.Escalated event = complaint.escalate("rcl_1", "Confirmed", T0);
        assertThat(event.type()).isEqualTo(ComplaintEvent.Escalated.TYPE);
        assertThat(event.before().recallId()).isNull();
        assertThat(event.after().recallId()).isEqualTo("rcl_1");
        assertRefused(complaint::requireEscalable, PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aComplaintWithoutALotDoesNotEscalate() {
        assertRefused(open(null)::requireEscalable, QmsProblem.LOT_REQUIRED);
    }

    @Test
    void theReportIsOverdueTheDayAfterItWasDueUntilRecorded() {
        Complaint complaint = open("lot_1");
        complaint.assess(reportable(true), T0);
        assertThat(complaint.reportOverdue(FRIDAY.plusDays(5))).isFalse();
        assertThat(complaint.reportOverdue(FRIDAY.plusDays(6))).isTrue();
        complaint.recordReport(report(), T0);
        assertThat(complaint.reportOverdue(FRIDAY.plusDays(6))).isFalse();
    }

    @Test
    void theOverdueNoticeIsTakenOnceAndMovesNoVersion() {
        Complaint complaint = open("lot_1");
        complaint.assess(reportable(true), T0);
        ComplaintEvent.ReportOverdue event = complaint.noticeReportOverdue(FRIDAY.plusDays(6));
        assertThat(event.type()).isEqualTo(ComplaintEvent.ReportOverdue.TYPE);
        assertThat(event.before().reportOverdueNotified()).isFalse();
        assertThat(event.after().reportOverdueNotified()).isTrue();
        assertThat(complaint.version()).isEqualTo(2);
        assertThatThrownBy(() -> complaint.noticeReportOverdue(FRIDAY.plusDays(7))).isInstanceOf(IllegalStateException.class);
    }
}
