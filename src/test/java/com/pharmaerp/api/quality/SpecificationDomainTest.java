package com.pharmaerp.api.quality;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.EventChanges.from;
import static com.pharmaerp.api.testsupport.EventChanges.to;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.Specification;
import com.pharmaerp.api.quality.domain.SpecificationData;
import com.pharmaerp.api.quality.domain.SpecificationEvent;
import com.pharmaerp.api.quality.domain.SpecificationTest;

/** Specification revisions as plain objects: written, approved once, superseded only by a newer revision. */
class SpecificationDomainTest {

    private static final Instant NOW = Instant.parse("2027-01-04T08:00:00Z");
    private static final Instant LATER = NOW.plusSeconds(60);
    private static final SpecificationTest ASSAY = new SpecificationTest("ASSAY", "Assay", "numeric", "98.0", "102.0", "%",
            null, true);
    private static final Signature QA = new Signature("usr_qa", "Quinn QA", "approval", "Specification reviewed", NOW, 1);

    @Test
    void writingADraftRecordsItsRevisionAuthorAndTests() {
        SpecificationEvent.Created created = revision(2).created();

        assertThat(created.type()).isEqualTo(SpecificationEvent.Created.TYPE);
        assertThat(created.entityId()).isEqualTo("spec_2");
        assertThat(changed(created)).containsExactly("revision", "status", "createdBy", "materialId", "tests");
        assertThat(to(created, "revision").asInt()).isEqualTo(2);
        assertThat(to(created, "status").asText()).isEqualTo("draft");
        assertThat(to(created, "tests").get(0).get("code").asText()).isEqualTo("ASSAY");
    }

    @Test
    void approvingADraftRecordsQasSignatureAndMovesTheVersion() {
        Specification draft = revision(1);

        SpecificationEvent.Approved approved = draft.approve(QA, LATER);

        assertThat(approved.type()).isEqualTo(SpecificationEvent.Approved.TYPE);
        assertThat(approved.reason()).isEqualTo("Specification reviewed");
        assertThat(changed(approved)).containsExactly("status", "approval");
        assertThat(from(approved, "status").asText()).isEqualTo("draft");
        assertThat(to(approved, "status").asText()).isEqualTo("approved");
        assertThat(to(approved, "approval").get("userId").asText()).isEqualTo("usr_qa");
        assertThat(draft.status()).isEqualTo(Revision.Status.APPROVED);
        assertThat(draft.version()).isEqualTo(2);
        assertThat(draft.updatedAt()).isEqualTo(LATER);
    }

    @Test
    void aRevisionIsApprovedOnce() {
        Specification approved = revision(1);
        approved.approve(QA, NOW);

        assertRefused(() -> approved.approve(QA, NOW), "invalid_transition");
    }

    @Test
    void supersedingTheApprovedRevisionRecordsTheRevisionThatReplacedIt() {
        Specification first = revision(1);
        first.approve(QA, NOW);

        SpecificationEvent.Superseded superseded = first.supersede(3, LATER);

        assertThat(superseded.type()).isEqualTo(SpecificationEvent.Superseded.TYPE);
        assertThat(superseded.reason()).isEqualTo("Superseded by revision 3");
        assertThat(changed(superseded)).containsExactly("status");
        assertThat(to(superseded, "status").asText()).isEqualTo("superseded");
        assertThat(first.status()).isEqualTo(Revision.Status.SUPERSEDED);
    }

    @Test
    void anApprovedRevisionIsNeverSupersededByAnOlderOne() {
        Specification third = revision(3);
        third.approve(QA, NOW);

        assertRefused(() -> third.supersede(2, NOW), "invalid_transition");
    }

    @Test
    void aDraftIsNotSuperseded() {
        assertRefused(() -> revision(1).supersede(2, NOW), "invalid_transition");
    }

    private static Specification revision(int number) {
        return Specification.draft("spec_" + number, new SpecificationData("mat_1", List.of(ASSAY)), number, "usr_an", NOW);
    }
}
