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
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.domain.Deviation.Classification;
import com.pharmaerp.api.quality.domain.DeviationData;
import com.pharmaerp.api.quality.domain.DeviationEvent;

/** Deviations as plain objects: opened, triaged, investigated, closed through their gates, cancelled, overdue. */
class DeviationDomainTest {

    private static final Instant NOW = Instant.parse("2027-01-04T08:00:00Z");
    private static final Instant LATER = NOW.plusSeconds(60);
    private static final LocalDate TODAY = LocalDate.parse("2027-01-04");
    private static final LocalDate DUE = TODAY.plusDays(30);
    private static final Signature TRIAGE = new Signature("usr_qa", "Quinn QA", "review", "Classified", NOW, 1);
    private static final Signature QA = new Signature("usr_qa2", "Quill QA", "approval", "Investigated, CAPA done", NOW, 3);
    private static final Deviation.Investigation FOUND = new Deviation.Investigation("equipment", "Sensor drift",
            "Two lots stored in room 4", List.of("lot_1"), "usr_sup", NOW);

    private static Deviation deviation() {
        return Deviation.open("dev_1", "DEV-000001", new DeviationData("Temperature excursion in room 4",
                List.of("lot_1", "po_2"), LocalDate.parse("2027-01-03")), "usr_op", DUE, NOW);
    }

    private static Deviation triaged(Classification classification, boolean capaRequired) {
        Deviation deviation = deviation();
        deviation.triage(new Deviation.Triage(classification, capaRequired, capaRequired ? null : "Contained", null), TRIAGE,
                TODAY, NOW);
        return deviation;
    }

    @Test
    void openingRecordsWhatHappenedTheRecordsItConcernsAndTheDueDate() {
        DeviationEvent.Created opened = deviation().opened();

        assertThat(opened.type()).isEqualTo(DeviationEvent.Created.TYPE);
        assertThat(opened.entityId()).isEqualTo("dev_1");
        assertThat(changed(opened)).containsExactly("number", "description", "references", "status", "createdBy",
                "occurredOn", "dueOn");
        assertThat(to(opened, "references").get(1).asText()).isEqualTo("po_2");
        assertThat(to(opened, "status").asText()).isEqualTo("open");
        assertThat(to(opened, "dueOn").asText()).isEqualTo("2027-02-03");
    }

    @Test
    void triageRecordsTheClassificationTheCapaDecisionAndAnEarlierDueDate() {
        Deviation deviation = deviation();

        DeviationEvent.Triaged triaged = deviation.triage(new Deviation.Triage(Classification.MAJOR, true, null,
                TODAY.plusDays(10)), TRIAGE, TODAY, LATER);

        assertThat(triaged.type()).isEqualTo(DeviationEvent.Triaged.TYPE);
        assertThat(triaged.reason()).isEqualTo("Classified");
        assertThat(changed(triaged)).containsExactly("status", "dueOn", "classification", "capaRequired", "triage");
        assertThat(to(triaged, "status").asText()).isEqualTo("investigating");
        assertThat(to(triaged, "dueOn").asText()).isEqualTo("2027-01-14");
        assertThat(deviation.version()).isEqualTo(2);
    }

    @Test
    void aMajorDeviationWithoutCapaNeedsARationale() {
        assertThat(assertRefused(() -> deviation().triage(new Deviation.Triage(Classification.MAJOR, false, null, null),
                TRIAGE, TODAY, NOW), "rationale_required").fields()).containsExactly("rationale");
    }

    @Test
    void aMinorDeviationWithoutCapaNeedsNoRationale() {
        Deviation deviation = deviation();
        deviation.triage(new Deviation.Triage(Classification.MINOR, false, null, null), TRIAGE, TODAY, NOW);

        assertThat(deviation.status()).isEqualTo(Deviation.Status.INVESTIGATING);
    }

    @Test
    void aTriageMovesTheDueDateOnlyEarlierAndNotIntoThePast() {
        assertThat(assertRefused(() -> deviation().triage(new Deviation.Triage(Classification.MINOR, false, null,
                DUE.plusDays(1)), TRIAGE, TODAY, NOW), "validation_failed").fields()).containsExactly("dueOn");
        assertThat(assertRefused(() -> deviation().triage(new Deviation.Triage(Classification.MINOR, false, null,
                TODAY.minusDays(1)), TRIAGE, TODAY, NOW), "validation_failed").fields()).containsExactly("dueOn");
    }

    @Test
    void aDeviationIsTriagedOnce() {
        Deviation deviation = triaged(Classification.MINOR, false);

        assertRefused(() -> deviation.triage(new Deviation.Triage(Classification.MINOR, false, null, null), TRIAGE, TODAY,
                NOW), "invalid_transition");
    }

    @Test
    void theInvestigationIsRecordedWhileInvestigating() {
        Deviation deviation = triaged(Classification.MAJOR, false);

        DeviationEvent.Investigated investigated = deviation.investigate(FOUND, LATER);

        assertThat(investigated.type()).isEqualTo(DeviationEvent.Investigated.TYPE);
        assertThat(changed(investigated)).containsExactly("investigation");
        assertThat(to(investigated, "investigation").get("rootCauseCategory").asText()).isEqualTo("equipment");
        assertThat(to(investigated, "investigation").get("investigatedBy").asText()).isEqualTo("usr_sup");
    }

    @Test
    void anUntriagedDeviationIsNotInvestigated() {
        assertRefused(() -> deviation().investigate(FOUND, NOW), "invalid_transition");
    }

    @Test
    void closingRecordsQasSignatureAndMovesTheVersion() {
        Deviation deviation = triaged(Classification.MINOR, false);

        DeviationEvent.Closed closed = deviation.close(QA, false, LATER);

        assertThat(closed.type()).isEqualTo(DeviationEvent.Closed.TYPE);
        assertThat(closed.reason()).isEqualTo("Investigated, CAPA done");
        assertThat(changed(closed)).containsExactly("status", "closure");
        assertThat(to(closed, "status").asText()).isEqualTo("closed");
        assertThat(to(closed, "closure").get("userId").asText()).isEqualTo("usr_qa2");
        assertThat(deviation.status()).isEqualTo(Deviation.Status.CLOSED);
        assertThat(deviation.version()).isEqualTo(3);
        assertThat(deviation.updatedAt()).isEqualTo(LATER);
    }

    @Test
    void anUntriagedDeviationDoesNotClose() {
        assertRefused(() -> deviation().close(QA, true, NOW), "triage_required");
    }

    @Test
    void aMajorDeviationClosesOnlyOnceInvestigated() {
        assertRefused(() -> triaged(Classification.MAJOR, false).close(QA, true, NOW), "investigation_required");
    }

    @Test
    void aDeviationThatNeedsACapaClosesOnlyOnceACapaNamesIt() {
        Deviation deviation = triaged(Classification.CRITICAL, true);
        deviation.investigate(FOUND, NOW);

        assertRefused(() -> deviation.close(QA, false, NOW), "capa_required");
        assertThat(deviation.close(QA, true, NOW).type()).isEqualTo(DeviationEvent.Closed.TYPE);
    }

    @Test
    void aClosedDeviationIsNotClosedAgainNorCancelled() {
        Deviation deviation = triaged(Classification.MINOR, false);
        deviation.close(QA, false, NOW);

        assertRefused(() -> deviation.close(QA, false, NOW), "invalid_transition");
        assertRefused(() -> deviation.cancel(QA, NOW), "invalid_transition");
    }

    @Test
    void cancellingRecordsTheSignatureFromOpenOrInvestigating() {
        Deviation deviation = deviation();

        DeviationEvent.Cancelled cancelled = deviation.cancel(QA, LATER);

        assertThat(cancelled.type()).isEqualTo(DeviationEvent.Cancelled.TYPE);
        assertThat(changed(cancelled)).containsExactly("status", "cancellation");
        assertThat(to(cancelled, "status").asText()).isEqualTo("cancelled");
        assertThat(triaged(Classification.MINOR, false).cancel(QA, NOW).type()).isEqualTo(DeviationEvent.Cancelled.TYPE);
        assertRefused(() -> deviation.cancel(QA, NOW), "invalid_transition");
    }

    @Test
    void aDeviationIsOverdueAfterItsDueDateUntilClosedOrCancelled() {
        Deviation deviation = deviation();

        assertThat(deviation.overdue(DUE)).isFalse();
        assertThat(deviation.overdue(DUE.plusDays(1))).isTrue();
        deviation.cancel(QA, NOW);
        assertThat(deviation.overdue(DUE.plusDays(1))).isFalse();
    }

    @Test
    void theOverdueNoticeRecordsTheDueDate() {
        DeviationEvent.Overdue overdue = Deviation.fellOverdue("dev_1", "DEV-000001", DUE);

        assertThat(overdue.type()).isEqualTo(DeviationEvent.Overdue.TYPE);
        assertThat(changed(overdue)).containsExactly("overdue");
        assertThat(from(overdue, "overdue").asBoolean()).isFalse();
        assertThat(to(overdue, "overdue").asBoolean()).isTrue();
    }
}
