package com.pharmaerp.api.qms;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.domain.Capa;
import com.pharmaerp.api.qms.domain.CapaAction;
import com.pharmaerp.api.qms.domain.CapaActionEvent;
import com.pharmaerp.api.qms.domain.CapaEvent;
import com.pharmaerp.api.qms.domain.CapaSource;
import com.pharmaerp.api.qms.domain.EffectivenessCheck;

/** The CAPA's life cycle: each transition's event and changed fields, each refusal's code. */
class CapaStateMachineTest {

    private static final Instant NOW = Instant.parse("2027-03-01T10:00:00Z");
    private static final LocalDate TODAY = LocalDate.parse("2027-03-01");
    private static final EffectivenessCheck.Criterion CRITERION = new EffectivenessCheck.Criterion(
            List.of("deviation.*"), Map.of("rootCauseCategory", "equipment"), 0);

    private static Capa open() {
        return Capa.open("cap_1", "CAPA-000001", new Capa.Data("Seals", "Seals wear", "usr_owner",
                List.of(new CapaSource(CapaSource.Type.DEVIATION, "dev_1", null))), "usr_qa", NOW);
    }

    private static Signature signature(String meaning) {
        return new Signature("usr_qa2", "QA Two", meaning, "Checked", NOW, 1);
    }

    private static Capa withDoneCorrectiveAction() {
        Capa capa = open();
        capa.addAction("cpa_1", CapaAction.Kind.CORRECTIVE, "Replace", "usr_owner", TODAY.plusDays(10), NOW);
        capa.completeAction(capa.action("cpa_1"), new CapaAction.Completion("Done", List.of(), "usr_owner", NOW), NOW);
        return capa;
    }

    @Test
    void openingIsCapaOpenedAtVersionOne() {
        Capa capa = open();
        CapaEvent.Opened opened = capa.opened();
        assertThat(opened.type()).isEqualTo(CapaEvent.Opened.TYPE);
        assertThat(opened.after().status()).isEqualTo("open");
        assertThat(capa.version()).isEqualTo(1);
    }

    @Test
    void addingAnActionChangesTheActionsAndRaisesTheVersion() {
        Capa capa = open();
        CapaEvent.ActionAdded added = capa.addAction("cpa_1", CapaAction.Kind.CORRECTIVE, "Replace", "usr_owner",
                TODAY.plusDays(10), NOW);
        assertThat(added.type()).isEqualTo(CapaEvent.ActionAdded.TYPE);
        assertThat(changed(added)).containsExactly("actions");
        assertThat(added.after().actions().get(0).lineNo()).isEqualTo(1);
        assertThat(capa.version()).isEqualTo(2);
    }

    @Test
    void completingAnActionIsActionCompleted() {
        Capa capa = open();
        capa.addAction("cpa_1", CapaAction.Kind.CORRECTIVE, "Replace", "usr_owner", TODAY, NOW);
        CapaEvent.ActionCompleted done = capa.completeAction(capa.action("cpa_1"),
                new CapaAction.Completion("Done", List.of(), "usr_owner", NOW), NOW);
        assertThat(done.type()).isEqualTo(CapaEvent.ActionCompleted.TYPE);
        assertThat(done.after().actions().get(0).status()).isEqualTo("done");
        assertRefused(() -> capa.completeAction(capa.action("cpa_1"), new CapaAction.Completion("Again", List.of(),
                "usr_owner", NOW), NOW), "invalid_transition");
    }

    @Test
    void anExtensionMovesTheDueDateLaterAndIsKept() {
        Capa capa = open();
        capa.addAction("cpa_1", CapaAction.Kind.CORRECTIVE, "Replace", "usr_owner", TODAY, NOW);
        CapaEvent.ActionExtended extended = capa.extendAction(capa.action("cpa_1"), TODAY.plusDays(5), "Audit moved",
                signature("approval"), NOW);
        assertThat(extended.type()).isEqualTo(CapaEvent.ActionExtended.TYPE);
        assertThat(extended.reason()).isEqualTo("Audit moved");
        assertThat(extended.after().actions().get(0).dueOn()).isEqualTo(TODAY.plusDays(5));
        assertThat(extended.after().actions().get(0).extensions()).hasSize(1);
        assertRefused(() -> capa.extendAction(capa.action("cpa_1"), TODAY.plusDays(5), "Same", signature("approval"), NOW),
                "validation_failed");
    }

    @Test
    void cancellingAnActionIsActionCancelled() {
        Capa capa = open();
        capa.addAction("cpa_1", CapaAction.Kind.PREVENTIVE, "Train", "usr_owner", TODAY, NOW);
        CapaEvent.ActionCancelled cancelled = capa.cancelAction(capa.action("cpa_1"), "Duplicate", signature("rejection"),
                NOW);
        assertThat(cancelled.type()).isEqualTo(CapaEvent.ActionCancelled.TYPE);
        assertThat(cancelled.after().actions().get(0).status()).isEqualTo("cancelled");
    }

    @Test
    void implementationNeedsACorrectiveActionNotCancelled() {
        Capa capa = open();
        capa.addAction("cpa_1", CapaAction.Kind.CORRECTIVE, "Replace", "usr_owner", TODAY, NOW);
        capa.cancelAction(capa.action("cpa_1"), "Wrong", signature("rejection"), NOW);
        assertRefused(() -> capa.implement(signature("approval"), TODAY, NOW), "actions_missing");
    }

    @Test
    void implementationNeedsEveryActionDoneOrCancelled() {
        Capa capa = withDoneCorrectiveAction();
        capa.addAction("cpa_2", CapaAction.Kind.PREVENTIVE, "Train", "usr_owner", TODAY, NOW);
        assertRefused(() -> capa.implement(signature("approval"), TODAY, NOW), "actions_open");
    }

    @Test
    void implementationIsImplementedAndStartsTheChecksWindow() {
        Capa capa = withDoneCorrectiveAction();
        capa.defineCheck(CRITERION, 30, NOW);
        CapaEvent.Implemented implemented = capa.implement(signature("approval"), TODAY, NOW);
        assertThat(implemented.type()).isEqualTo(CapaEvent.Implemented.TYPE);
        assertThat(changed(implemented)).contains("status", "implementation", "implementedOn", "effectivenessCheck");
        assertThat(capa.effectivenessCheck().windowEndsOn()).isEqualTo(TODAY.plusDays(30));
        assertRefused(() -> capa.addAction("cpa_3", CapaAction.Kind.CORRECTIVE, "Late", "usr_owner", TODAY, NOW),
                "invalid_transition");
    }

    @Test
    void aCheckIsDefinedOnce() {
        Capa capa = open();
        CapaEvent.CheckDefined defined = capa.defineCheck(CRITERION, 30, NOW);
        assertThat(defined.type()).isEqualTo(CapaEvent.CheckDefined.TYPE);
        assertThat(changed(defined)).containsExactly("effectivenessCheck");
        assertRefused(() -> capa.defineCheck(CRITERION, 30, NOW), "invalid_transition");
    }

    @Test
    void aCheckIsNotDueBeforeItsWindowEnds() {
        Capa capa = withDoneCorrectiveAction();
        capa.defineCheck(CRITERION, 30, NOW);
        assertRefused(() -> capa.dueCriterion(TODAY), "check_not_due");
        capa.implement(signature("approval"), TODAY, NOW);
        assertRefused(() -> capa.dueCriterion(TODAY.plusDays(29)), "check_not_due");
    }

    @Test
    void evaluationIsMetWhenAtMostMaxCountMatchedAndHappensOnce() {
        Capa capa = withDoneCorrectiveAction();
        capa.defineCheck(CRITERION, 30, NOW);
        capa.implement(signature("approval"), TODAY, NOW);
        CapaEvent.EffectivenessEvaluated evaluated = capa.evaluate(new EffectivenessCheck.Window(11, 20, 0, List.of()),
                TODAY.plusDays(30), NOW);
        assertThat(evaluated.type()).isEqualTo(CapaEvent.EffectivenessEvaluated.TYPE);
        assertThat(evaluated.after().effectivenessCheck().result()).isEqualTo("met");
        assertThat(evaluated.after().effectivenessCheck().firstSequence()).isEqualTo(11);
        assertRefused(() -> capa.evaluate(new EffectivenessCheck.Window(11, 21, 0, List.of()), TODAY.plusDays(31), NOW),
                "invalid_transition");
    }

    @Test
    void evaluationIsNotMetWhenMoreMatched() {
        Capa capa = withDoneCorrectiveAction();
        capa.defineCheck(CRITERION, 30, NOW);
        capa.implement(signature("approval"), TODAY, NOW);
        capa.evaluate(new EffectivenessCheck.Window(11, 20, 1, List.of("evt_1")), TODAY.plusDays(30), NOW);
        assertThat(capa.effectivenessCheck().result()).isEqualTo(EffectivenessCheck.Result.NOT_MET);
        assertThat(capa.effectivenessCheck().eventIds()).containsExactly("evt_1");
    }

    @Test
    void closingNeedsTheCheckEvaluated() {
        Capa capa = withDoneCorrectiveAction();
        capa.defineCheck(CRITERION, 30, NOW);
        capa.implement(signature("approval"), TODAY, NOW);
        assertRefused(() -> capa.close(Capa.Verdict.EFFECTIVE, null, null, signature("approval"), NOW),
                "check_not_evaluated");
    }

    @Test
    void onlyAnImplementedCapaCloses() {
        assertRefused(() -> open().close(Capa.Verdict.EFFECTIVE, null, null, signature("approval"), NOW),
                "invalid_transition");
    }

    @Test
    void anIneffectiveCloseNamesAnOpenFollowUpThatNamesIt() {
        Capa capa = withDoneCorrectiveAction();
        capa.implement(signature("approval"), TODAY, NOW);
        Capa unrelated = open();
        Capa followUp = Capa.open("cap_2", "CAPA-000002", new Capa.Data("Again", "Again", "usr_owner",
                List.of(new CapaSource(CapaSource.Type.CAPA, "cap_1", null))), "usr_qa", NOW);

        assertRefused(() -> capa.close(Capa.Verdict.INEFFECTIVE, null, null, signature("approval"), NOW),
                "validation_failed");
        assertRefused(() -> capa.close(Capa.Verdict.INEFFECTIVE, "cap_1", unrelated, signature("approval"), NOW),
                "validation_failed");
        CapaEvent.Closed closed = capa.close(Capa.Verdict.INEFFECTIVE, "cap_2", followUp, signature("approval"), NOW);
        assertThat(closed.type()).isEqualTo(CapaEvent.Closed.TYPE);
        assertThat(changed(closed)).contains("status", "verdict", "followUpCapaId", "closing");
    }

    @Test
    void cancellingIsCancelledFromOpenOnly() {
        Capa capa = open();
        CapaEvent.Cancelled cancelled = capa.cancel(signature("rejection"), NOW);
        assertThat(cancelled.type()).isEqualTo(CapaEvent.Cancelled.TYPE);
        assertThat(changed(cancelled)).containsExactly("status", "cancellation");
        assertRefused(() -> capa.cancel(signature("rejection"), NOW), "invalid_transition");
    }

    @Test
    void anOverdueNoticeChangesOnlyOverdue() {
        CapaActionEvent.Overdue overdue = CapaActionEvent.Overdue.of("cpa_1", "cap_1", "CAPA-000001", 1, "usr_owner", TODAY,
                TODAY.plusDays(1));
        assertThat(overdue.type()).isEqualTo(CapaActionEvent.Overdue.TYPE);
        assertThat(overdue.entityType()).isEqualTo("capa_action");
        assertThat(changed(overdue)).containsExactly("overdue");
    }
}
