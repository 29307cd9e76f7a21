package com.pharmaerp.api.procurement;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.procurement.domain.Supplier;
import com.pharmaerp.api.procurement.domain.SupplierData;
import com.pharmaerp.api.procurement.domain.SupplierEvent;
import com.pharmaerp.api.procurement.domain.SupplierStatus;

/** A supplier's life cycle as a plain object: each move's event, and the moves it refuses. */
class SupplierDomainTest {

    private static final Instant T0 = Instant.parse("2026-01-05T08:00:00Z");
    private static final Signature QA = new Signature("usr_0000000000000002", "Q. A.", "approval", "audit passed", T0, 1);
    private static final Signature SUSPENSION = new Signature("usr_0000000000000002", "Q. A.", "rejection", "audit failed",
            T0, 2);

    private static Supplier pending() {
        return Supplier.create("sup_0000000000000001", new SupplierData("SUP-1", "Acme Chemicals"), T0);
    }

    private static Supplier approved() {
        Supplier supplier = pending();
        supplier.approve(List.of("mat_1"), QA, T0);
        return supplier;
    }

    @Test
    void aNewSupplierIsPendingApprovedForNothingAndItsCreationRecordsEveryField() {
        Supplier supplier = pending();

        assertThat(supplier.status()).isEqualTo(SupplierStatus.PENDING);
        assertThat(supplier.approvedMaterials()).isEmpty();
        assertThat(supplier.approvedFor("mat_1")).isFalse();
        SupplierEvent.Created created = supplier.created();
        assertThat(created.type()).isEqualTo(SupplierEvent.Created.TYPE);
        assertThat(created.after().status()).isEqualTo("pending");
        assertThat(changed(created)).as("its fields that have a value").containsExactly("code", "name", "status",
                "approvedMaterialIds");
    }

    @Test
    void aChangeOfCodeOrNameIsAnUpdateOfThoseFieldsWithItsReason() {
        Supplier supplier = pending();

        SupplierEvent.Updated updated = supplier.change(new SupplierData("SUP-2", "Acme Chemicals"), "renumbered", T0);

        assertThat(updated.type()).isEqualTo(SupplierEvent.Updated.TYPE);
        assertThat(changed(updated)).containsExactly("code");
        assertThat(updated.after().code()).isEqualTo("SUP-2");
        assertThat(updated.reason()).isEqualTo("renumbered");
        assertThat(supplier.version()).isEqualTo(2);
    }

    @Test
    void aChangeToTheSameDataIsNoEventAndKeepsTheVersion() {
        Supplier supplier = pending();

        assertThat(supplier.change(new SupplierData("SUP-1", "Acme Chemicals"), null, T0)).isNull();
        assertThat(supplier.version()).isEqualTo(1);
    }

    @Test
    void approvalAddsMaterialsSortedKeepsTheSignatureAndIsAnApprovedEvent() {
        Supplier supplier = pending();
        supplier.approve(List.of("mat_2", "mat_1"), QA, T0.plusSeconds(1));

        SupplierEvent.Approved approved = supplier.approve(List.of("mat_3", "mat_1"), QA, T0.plusSeconds(2));

        assertThat(approved.type()).isEqualTo(SupplierEvent.Approved.TYPE);
        assertThat(changed(approved)).containsExactly("approvedMaterialIds");
        assertThat(approved.after().approvedMaterialIds()).containsExactly("mat_1", "mat_2", "mat_3");
        assertThat(approved.reason()).isEqualTo("audit passed");
        assertThat(supplier.approvedFor("mat_2")).isTrue();
        assertThat(supplier.approval()).isEqualTo(QA);
        assertThat(supplier.version()).isEqualTo(3);
    }

    @Test
    void theFirstApprovalChangesTheStatusTheMaterialsAndTheApproval() {
        SupplierEvent.Approved approved = pending().approve(List.of("mat_1"), QA, T0);

        assertThat(changed(approved)).containsExactly("status", "approvedMaterialIds", "approval");
        assertThat(approved.before().status()).isEqualTo("pending");
        assertThat(approved.after().status()).isEqualTo("approved");
    }

    @Test
    void anApprovedSupplierIsSuspendedWithASignatureAndIsApprovedForNothingThen() {
        Supplier supplier = approved();

        SupplierEvent.Suspended suspended = supplier.suspend(SUSPENSION, T0);

        assertThat(suspended.type()).isEqualTo(SupplierEvent.Suspended.TYPE);
        assertThat(changed(suspended)).containsExactly("status", "suspension");
        assertThat(suspended.after().status()).isEqualTo("suspended");
        assertThat(suspended.after().suspension()).isEqualTo(SUSPENSION);
        assertThat(suspended.reason()).isEqualTo("audit failed");
        assertThat(supplier.approvedFor("mat_1")).isFalse();
    }

    @Test
    void onlyAnApprovedSupplierIsSuspended() {
        Supplier supplier = pending();
        assertThat(assertRefused(() -> supplier.suspend(SUSPENSION, T0), PersistenceProblem.INVALID_TRANSITION).detail())
                .contains("is pending");

        Supplier suspended = approved();
        suspended.suspend(SUSPENSION, T0);
        assertRefused(() -> suspended.suspend(SUSPENSION, T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aSuspendedSupplierApprovedAgainIsApprovedForItsMaterialsAgain() {
        Supplier supplier = approved();
        supplier.suspend(SUSPENSION, T0);

        SupplierEvent.Approved again = supplier.approve(List.of(), QA, T0);

        assertThat(changed(again)).containsExactly("status");
        assertThat(supplier.approvedFor("mat_1")).isTrue();
    }
}
