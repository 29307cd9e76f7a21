package com.pharmaerp.api.quality;

import static com.pharmaerp.api.quality.QualityEvents.assertRefused;
import static com.pharmaerp.api.quality.QualityEvents.changedFields;
import static com.pharmaerp.api.quality.QualityEvents.to;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.domain.DeviationData;
import com.pharmaerp.api.quality.domain.DeviationEvent;

/** Deviations as plain objects: opened by anyone, closed once by QA with a signature. */
class DeviationDomainTest {

    private static final Instant NOW = Instant.parse("2027-01-04T08:00:00Z");
    private static final Instant LATER = NOW.plusSeconds(60);
    private static final Signature QA = new Signature("usr_qa", "Quinn QA", "approval", "Investigated, CAPA done", NOW, 1);

    @Test
    void openingRecordsWhatHappenedAndTheRecordsItConcerns() {
        DeviationEvent.Created opened = deviation().opened();

        assertThat(opened.type()).isEqualTo(DeviationEvent.Created.TYPE);
        assertThat(opened.entityId()).isEqualTo("dev_1");
        assertThat(changedFields(opened)).containsExactly("number", "description", "references", "status", "createdBy");
        assertThat(to(opened, "references").get(1).asText()).isEqualTo("po_2");
        assertThat(to(opened, "status").asText()).isEqualTo("open");
    }

    @Test
    void closingRecordsQasSignatureAndMovesTheVersion() {
        Deviation deviation = deviation();

        DeviationEvent.Closed closed = deviation.close(QA, LATER);

        assertThat(closed.type()).isEqualTo(DeviationEvent.Closed.TYPE);
        assertThat(closed.reason()).isEqualTo("Investigated, CAPA done");
        assertThat(changedFields(closed)).containsExactly("status", "closure");
        assertThat(to(closed, "status").asText()).isEqualTo("closed");
        assertThat(to(closed, "closure").get("userId").asText()).isEqualTo("usr_qa");
        assertThat(deviation.status()).isEqualTo(Deviation.Status.CLOSED);
        assertThat(deviation.version()).isEqualTo(2);
        assertThat(deviation.updatedAt()).isEqualTo(LATER);
    }

    @Test
    void aClosedDeviationIsNotClosedAgain() {
        Deviation deviation = deviation();
        deviation.close(QA, NOW);

        assertRefused(() -> deviation.close(QA, NOW), "invalid_transition");
    }

    private static Deviation deviation() {
        return Deviation.open("dev_1", "DEV-000001", new DeviationData("Temperature excursion in room 4",
                List.of("lot_1", "po_2")), "usr_op", NOW);
    }
}
