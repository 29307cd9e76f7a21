package com.pharmaerp.api.platform.revision;

import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.users.Signature;

/** A revision as a plain value: each transition gives the next revision or refuses, the old one unchanged. */
class RevisionTest {

    private static final Signature QA = new Signature("usr_qa", "Quinn QA", "approval", "Reviewed",
            Instant.parse("2027-01-04T08:00:00Z"), 1);

    @Test
    void aDraftHasItsNumberAndAuthorAndNoApproval() {
        Revision draft = Revision.draft(2, "usr_an");

        assertThat(draft).isEqualTo(new Revision(2, Revision.Status.DRAFT, "usr_an", null));
    }

    @Test
    void approvingADraftGivesAnApprovedRevisionSignedByQa() {
        Revision draft = Revision.draft(2, "usr_an");

        Revision approved = draft.approve("recipe", QA);

        assertThat(approved).isEqualTo(new Revision(2, Revision.Status.APPROVED, "usr_an", QA));
        assertThat(draft.status()).isEqualTo(Revision.Status.DRAFT);
    }

    @Test
    void anApprovedRevisionIsNotApprovedAgain() {
        Revision approved = Revision.draft(2, "usr_an").approve("recipe", QA);

        assertThat(assertRefused(() -> approved.approve("recipe", QA), PersistenceProblem.INVALID_TRANSITION).detail())
                .isEqualTo("Revision 2 of the recipe is approved; only a draft is approved.");
    }

    @Test
    void supersedingTheApprovedRevisionByANewerOneKeepsItsApproval() {
        Revision approved = Revision.draft(2, "usr_an").approve("specification", QA);

        Revision superseded = approved.supersede("specification", 3);

        assertThat(superseded).isEqualTo(new Revision(2, Revision.Status.SUPERSEDED, "usr_an", QA));
        assertThat(approved.status()).isEqualTo(Revision.Status.APPROVED);
    }

    @Test
    void anApprovedRevisionIsNotSupersededByAnOlderOne() {
        Revision approved = Revision.draft(3, "usr_an").approve("specification", QA);

        assertThat(assertRefused(() -> approved.supersede("specification", 2),
                PersistenceProblem.INVALID_TRANSITION).detail())
                .isEqualTo("Revision 3 of the specification is approved; an older revision (2) is not approved after it.");
    }

    @Test
    void aDraftIsNotSuperseded() {
        assertThat(assertRefused(() -> Revision.draft(1, "usr_an").supersede("recipe", 2),
                PersistenceProblem.INVALID_TRANSITION).detail())
                .isEqualTo("Revision 1 of the recipe is draft; only the approved revision is superseded.");
    }

    @Test
    void aSupersededRevisionIsNotSupersededAgain() {
        Revision superseded = Revision.draft(1, "usr_an").approve("recipe", QA).supersede("recipe", 2);

        assertThat(assertRefused(() -> superseded.supersede("recipe", 3),
                PersistenceProblem.INVALID_TRANSITION).detail())
                .isEqualTo("Revision 1 of the recipe is superseded; only the approved revision is superseded.");
    }

    @Test
    void theSupersedingReasonNamesTheNewRevision() {
        assertThat(Revision.supersededBy(3)).isEqualTo("Superseded by revision 3");
    }

    @Test
    void aStoredStatusIsReadFromItsLowerCaseId() {
        assertThat(Revision.Status.of("superseded")).isEqualTo(Revision.Status.SUPERSEDED);
        assertThat(Revision.Status.APPROVED.id()).isEqualTo("approved");
    }
}
