package com.pharmaerp.api.platform.users;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.problem.ProblemException;

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
        assertThat(Role.join(user.roles)).isEqualTo("qa,qc_analyst");
        assertThat(user.roles).containsExactly(QA, QC_ANALYST);
        assertThat(user.holds(QA)).isTrue();
        assertThat(user.holds(Role.ADMIN)).isFalse();
    }

    @Test
    void aNewUserIsActiveUnlockedAtVersionOne() {
        User user = started(List.of(Role.ADMIN));
        assertThat(user.active).isTrue();
        assertThat(user.locked).isFalse();
        assertThat(user.version).isEqualTo(1);
    }

    @Test
    void aPasswordResetUnlocksClearsTheFailuresAndCountsAsAChange() {
        User user = started(List.of(QA));
        user.locked = true;
        user.failedSignatures = 5;

        user.resetPassword("$2y$04$other", T0.plusSeconds(60));

        assertThat(user.locked).isFalse();
        assertThat(user.failedSignatures).isZero();
        assertThat(user.passwordHash).isEqualTo("$2y$04$other");
        assertThat(user.version).isEqualTo(2);
        assertThat(user.updatedAt).isEqualTo(T0.plusSeconds(60));
    }

    @Test
    void anAccessChangeStoresItsApproval() {
        User user = started(List.of(QA));
        Signature approval = new Signature("usr_0000000000000002", "Ada Admin", "approval", "new duties", T0, 1);
        user.changeAccess(List.of(QP, QA), false, approval, T0.plusSeconds(1));
        assertThat(Role.join(user.roles)).isEqualTo("qa,qp");
        assertThat(user.active).isFalse();
        assertThat(user.accessApproval.meaning()).isEqualTo("approval");
        assertThat(user.version).isEqualTo(2);
    }

    @Test
    void theActingUserNeedsOneOfTheRolesAndMayNotApproveTheirOwnWork() {
        ActingUser acting = new ActingUser();
        acting.resolved(started(List.of(QC_ANALYST)));

        acting.requireRole(QA, QC_ANALYST);
        assertThatThrownBy(() -> acting.requireRole(Role.ADMIN, SUPERVISOR)).isInstanceOf(ProblemException.class)
                .hasMessageContaining("admin or supervisor").hasMessageContaining("qc_analyst");
        acting.requireSomeoneElse(List.of("usr_0000000000000002"), "decide the lot");
        assertThatThrownBy(() -> acting.requireSomeoneElse(List.of("usr_0000000000000001"), "decide the lot"))
                .isInstanceOf(ProblemException.class)
                .satisfies(e -> assertThat(((ProblemException) e).code()).isEqualTo(UserProblem.SEGREGATION_OF_DUTIES));
    }
}
