package com.pharmaerp.api.production;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.EventChanges.to;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.domain.Recipe;
import com.pharmaerp.api.production.domain.RecipeComponent;
import com.pharmaerp.api.production.domain.RecipeData;
import com.pharmaerp.api.production.domain.RecipeEvent;

/** Recipe revisions as plain objects: their revision rules come from the platform's Revision. */
class RecipeDomainTest {

    private static final Instant NOW = Instant.parse("2027-01-04T08:00:00Z");
    private static final Instant LATER = NOW.plusSeconds(60);
    private static final Signature QA = new Signature("usr_qa", "Q. A.", "approval", "Recipe reviewed", NOW, 1);

    @Test
    void writingADraftRecordsItsRevisionAuthorAndRecipe() {
        RecipeEvent.Created created = revision(2).created();

        assertThat(created.type()).isEqualTo(RecipeEvent.Created.TYPE);
        assertThat(changed(created)).containsExactly("revision", "status", "createdBy", "productMaterialId",
                "batchSize", "components", "yieldLimits", "operations");
        assertThat(to(created, "status").asText()).isEqualTo("draft");
    }

    @Test
    void approvingADraftRecordsQasSignatureAndMovesTheVersion() {
        Recipe draft = revision(1);

        RecipeEvent.Approved approved = draft.approve(QA, LATER);

        assertThat(approved.type()).isEqualTo(RecipeEvent.Approved.TYPE);
        assertThat(approved.reason()).isEqualTo("Recipe reviewed");
        assertThat(changed(approved)).containsExactly("status", "approval");
        assertThat(to(approved, "status").asText()).isEqualTo("approved");
        assertThat(to(approved, "approval").get("userId").asText()).isEqualTo("usr_qa");
        assertThat(draft.status()).isEqualTo(Revision.Status.APPROVED);
        assertThat(draft.approval()).isEqualTo(QA);
        assertThat(draft.version()).isEqualTo(2);
        assertThat(draft.updatedAt()).isEqualTo(LATER);
    }

    @Test
    void aRecipeIsApprovedOnce() {
        Recipe approved = revision(1);
        approved.approve(QA, NOW);

        assertThat(assertRefused(() -> approved.approve(QA, LATER), PersistenceProblem.INVALID_TRANSITION).detail())
                .isEqualTo("Revision 1 of the recipe is approved; only a draft is approved.");
        assertThat(approved.version()).isEqualTo(2);
    }

    @Test
    void supersedingTheApprovedRecipeRecordsTheRevisionThatReplacedIt() {
        Recipe first = revision(1);
        first.approve(QA, NOW);

        RecipeEvent.Superseded superseded = first.supersede(2, LATER);

        assertThat(superseded.type()).isEqualTo(RecipeEvent.Superseded.TYPE);
        assertThat(superseded.reason()).isEqualTo("Superseded by revision 2");
        assertThat(changed(superseded)).containsExactly("status");
        assertThat(to(superseded, "status").asText()).isEqualTo("superseded");
        assertThat(first.status()).isEqualTo(Revision.Status.SUPERSEDED);
        assertThat(first.approval()).isEqualTo(QA);
    }

    @Test
    void anApprovedRecipeIsNeverSupersededByAnOlderOne() {
        Recipe third = revision(3);
        third.approve(QA, NOW);

        assertThat(assertRefused(() -> third.supersede(2, LATER), PersistenceProblem.INVALID_TRANSITION).detail())
                .isEqualTo("Revision 3 of the recipe is approved; an older revision (2) is not approved after it.");
    }

    @Test
    void aDraftRecipeIsNotSuperseded() {
        assertThat(assertRefused(() -> revision(1).supersede(2, NOW), PersistenceProblem.INVALID_TRANSITION).detail())
                .isEqualTo("Revision 1 of the recipe is draft; only the approved revision is superseded.");
    }

    private static Recipe revision(int number) {
        Unit kg = Unit.ofSymbol("kg").orElseThrow();
        RecipeData data = new RecipeData("mat_fp", Quantity.of("100", kg),
                List.of(new RecipeComponent("mat_raw", Quantity.of("80", kg))), new BigDecimal("95"), new BigDecimal("102"),
                List.of());
        return Recipe.draft("rcp_" + number, data, number, "usr_sup", NOW);
    }
}
