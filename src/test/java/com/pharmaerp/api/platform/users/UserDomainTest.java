package com.pharmaerp.api.platform.users;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.DomainEvent;

class UserDomainTest {

    private static final Instant T0 = Instant.parse("2026-01-05T08:00:00Z");
    private static final Role QA = new Role("qa");
    private static final Role QC_ANALYST = new Role("qc_analyst");
    private static final Role QP = new Role("qp");
    private static final Role SUPERVISOR = new Role("supervisor");

    private static User started(List<Role> roles) {
        return User.create("usr_0000000000000001", "a.meyer", "Anna Meyer", roles, "$2y$04$hash", T0);
    }

    @Test
    void rolesAreKeptSortedWithoutDuplicatesAndReadBackInThatOrder() {
        User user = started(List.of(QC_ANALYST, QA, QA));
        assertThat(Role.join(user.roles())).isEqualTo("qa,qc_analyst");
        assertThat(user.roles()).containsExactly(QA, QC_ANALYST);
        assertThat(user.holds(QA)).isTrue();
        assertThat(user.holds(Role.ADMIN)).isFalse();
    }

    @Test
    void aNewUserIsActiveUnlockedAtVersionOne() {
        User user = started(List.of(Role.ADMIN));
        assertThat(user.active()).isTrue();
        assertThat(user.locked()).isFalse();
        assertThat(user.version()).isEqualTo(1);
    }

    @Test
    void aNewUsersCreationRecordsWhatAPersonMaySeeNeverThePassword() {
        UserEvent.Created created = started(List.of(QA)).created();
        assertThat(created.type()).isEqualTo(UserEvent.Created.TYPE);
        assertThat(changed(created)).containsExactly("username", "printedName", "roles", "active", "locked");
        assertThat(created.after().roles()).containsExactly("qa");
    }

    @Test
    void aRenameRecordsThePrintedName() {
        User user = started(List.of(QA));
        UserEvent.Updated renamed = user.rename("Anna Meyer-Schulz", T0.plusSeconds(1));
        assertThat(renamed.type()).isEqualTo(UserEvent.Updated.TYPE);
        assertThat(changed(renamed)).containsExactly("printedName");
        assertThat(renamed.after().printedName()).isEqualTo("Anna Meyer-Schulz");
        assertThat(user.version()).isEqualTo(2);
    }

    @Test
    void aRenameToTheSameNameTellsNothing() {
        User user = started(List.of(QA));
        assertThat(user.rename("Anna Meyer", T0)).isNull();
        assertThat(user.version()).isEqualTo(1);
    }

    @Test
    void aPasswordResetUnlocksClearsTheFailuresAndRecordsOnlyTheUnlock() {
        User user = User.rehydrate("usr_0000000000000001", 3, T0, T0, "a.meyer", "Anna Meyer", List.of(QA), true, true,
                "$2y$04$hash", 5, null);

        UserEvent.PasswordReset reset = user.resetPassword("$2y$04$other", T0.plusSeconds(60));

        assertThat(reset.type()).isEqualTo(UserEvent.PasswordReset.TYPE);
        assertThat(changed(reset)).containsExactly("locked");
        assertThat(user.failedSignatures()).isZero();
        assertThat(user.passwordHash()).isEqualTo("$2y$04$other");
        assertThat(user.version()).isEqualTo(4);
        assertThat(user.updatedAt()).isEqualTo(T0.plusSeconds(60));
    }

    @Test
    void anAccessChangeStoresItsApprovalAndRecordsRolesAndActiveWithItsReason() {
        User user = started(List.of(QA));
        Signature approval = new Signature("usr_0000000000000002", "Ada Admin", "approval", "new duties", T0, 1);
        UserEvent.AccessChanged changed = user.changeAccess(List.of(QP, QA), false, approval, T0.plusSeconds(1));
        assertThat(changed.type()).isEqualTo(UserEvent.AccessChanged.TYPE);
        assertThat(changed(changed)).containsExactly("roles", "active");
        assertThat(changed.after().roles()).containsExactly("qa", "qp");
        assertThat(changed.reason()).isEqualTo("new duties");
        assertThat(user.accessApproval()).isEqualTo(approval);
        assertThat(user.version()).isEqualTo(2);
    }

    @Test
    void aFailedSignatureBelowTheLimitRecordsTheCountAndTheRecordSigned() {
        UserEvent.SignatureFailed failed = User.signatureFailed("usr_0000000000000001", 4, 5, "production_order", "ord_1");
        assertThat(failed.type()).isEqualTo(UserEvent.SignatureFailed.TYPE);
        assertThat(DomainEvent.of(failed).changes()).extracting(change -> change.field(), change -> String.valueOf(change.to()))
                .containsExactly(tuple("failedSignatures", "4"), tuple("signedEntityType", "\"production_order\""),
                        tuple("signedEntityId", "\"ord_1\""));
    }

    @Test
    void theFailedSignatureThatReachesTheLimitRecordsTheLock() {
        assertThat(changed(User.signatureFailed("usr_0000000000000001", 5, 5, "recipe", "rcp_1")))
                .containsExactly("failedSignatures", "locked", "signedEntityType", "signedEntityId");
    }

    @Test
    void aFailedSignatureOfALockedUserRecordsNoNewLock() {
        assertThat(changed(User.signatureFailed("usr_0000000000000001", 6, 5, "recipe", "rcp_1")))
                .containsExactly("failedSignatures", "signedEntityType", "signedEntityId");
    }

    @Test
    void theActingUserNeedsOneOfTheRolesAndMayNotApproveTheirOwnWork() {
        ActingUser acting = new ActingUser();
        acting.resolved(started(List.of(QC_ANALYST)));

        acting.requireRole(QA, QC_ANALYST);
        assertThat(assertRefused(() -> acting.requireRole(Role.ADMIN, SUPERVISOR), UserProblem.ROLE_REQUIRED).detail())
                .contains("admin or supervisor").contains("qc_analyst");
        acting.requireSomeoneElse(List.of("usr_0000000000000002"), "decide the lot");
        assertRefused(() -> acting.requireSomeoneElse(List.of("usr_0000000000000001"), "decide the lot"),
                UserProblem.SEGREGATION_OF_DUTIES);
    }
}
