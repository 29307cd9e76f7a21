package com.pharmaerp.api.procurement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.procurement.domain.Supplier;
import com.pharmaerp.api.procurement.domain.SupplierData;
import com.pharmaerp.api.procurement.domain.SupplierStatus;

class SupplierDomainTest {

    private static final Instant T0 = Instant.parse("2026-01-05T08:00:00Z");
    private static final Signature QA = new Signature("usr_0000000000000002", "Q. A.", "approval", "audit passed", T0, 1);

    private static Supplier pending() {
        return Supplier.create("sup_0000000000000001", new SupplierData("SUP-1", "Acme Chemicals"), T0);
    }

    @Test
    void aNewSupplierIsPendingAndApprovedForNothing() {
        Supplier supplier = pending();
        assertThat(supplier.status()).isEqualTo(SupplierStatus.PENDING);
        assertThat(supplier.approvedMaterials()).isEmpty();
        assertThat(supplier.approvedFor("mat_1")).isFalse();
    }

    @Test
    void approvalAddsMaterialsKeepsTheSignatureAndCountsAsAChange() {
        Supplier supplier = pending();
        supplier.approve(List.of("mat_2", "mat_1"), QA, T0.plusSeconds(1));
        supplier.approve(List.of("mat_3", "mat_1"), QA, T0.plusSeconds(2));

        assertThat(supplier.status()).isEqualTo(SupplierStatus.APPROVED);
        assertThat(supplier.approvedMaterials()).containsExactly("mat_1", "mat_2", "mat_3");
        assertThat(supplier.approvedFor("mat_2")).isTrue();
        assertThat(supplier.approval).isEqualTo(QA);
        assertThat(supplier.version).isEqualTo(3);
    }

    @Test
    void onlyAnApprovedSupplierCanBeSuspendedAndASuspendedOneIsApprovedForNothing() {
        Supplier supplier = pending();
        assertThatThrownBy(() -> supplier.suspend(QA, T0)).isInstanceOf(ProblemException.class)
                .hasMessageContaining("is pending")
                .satisfies(e -> assertThat(((ProblemException) e).code()).isEqualTo(PersistenceProblem.INVALID_TRANSITION));

        supplier.approve(List.of("mat_1"), QA, T0);
        supplier.suspend(QA, T0);
        assertThat(supplier.status()).isEqualTo(SupplierStatus.SUSPENDED);
        assertThat(supplier.approvedFor("mat_1")).isFalse();
        assertThatThrownBy(() -> supplier.suspend(QA, T0)).isInstanceOf(ProblemException.class);

        supplier.approve(List.of(), QA, T0);
        assertThat(supplier.approvedFor("mat_1")).as("approved again").isTrue();
    }
}
