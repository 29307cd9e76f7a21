package com.pharmaerp.api.warehouse;

import java.math.BigDecimal;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.distribution.DistributionProblem;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.problem.ProblemType;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.distribution.domain.Customer;
import com.pharmaerp.api.distribution.domain.CustomerData;
import com.pharmaerp.api.warehouse.Delivered;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotData;
import com.pharmaerp.api.warehouse.domain.LotEvent;
import com.pharmaerp.api.warehouse.domain.LotStatus;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.qms.domain.Recall;
import com.pharmaerp.api.qms.domain.RecallClassification;
import com.pharmaerp.api.distribution.domain.Shipment;
import com.pharmaerp.api.distribution.domain.ShipmentAllocation;
import com.pharmaerp.api.distribution.domain.ShipmentLine;
import com.pharmaerp.api.warehouse.domain.StockMovement;

/** Customers, shipments and recalls as plain Java: what each transition refuses and what it tells. */
class OutboundDomainTest {

    private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
    private static final LocalDate TODAY = LocalDate.parse("2026-03-02");
    private static final Signature QA = new Signature("usr_qa", "Q. A.", "approval", "GDP audit passed", T0, 1);
    private static final Quantity TEN_KG = Quantity.of("10", Unit.ofSymbol("kg").orElseThrow());

    private static Customer customer(LocalDate licenseExpiresOn) {
        return Customer.create("cus_1", new CustomerData("CUS-1", "Pharma Nord", "DE", "DE-GH-1", licenseExpiresOn), T0);
    }

    private static Shipment draft() {
        return Shipment.draft("shp_1", "SH-000001", "cus_1", List.of(new ShipmentLine(1, "mat_f", TEN_KG, null, null)),
                "usr_clerk", T0);
    }

    private static ProblemType codeOf(Runnable action) {
        try {
            action.run();
        } catch (ProblemException e) {
            return e.code();
        } catch (Refusal e) {
            return e.code();
        }
        throw new AssertionError("not refused");
    }

    @Test
    void aPendingCustomerIsNotShippedTo() {
        assertThat(codeOf(() -> customer(TODAY).requireShippable(TODAY))).isEqualTo(DistributionProblem.CUSTOMER_NOT_APPROVED);
    }

    @Test
    void anApprovedCustomerIsShippedToThroughTheDayItsLicenceExpires() {
        Customer customer = customer(TODAY);
        customer.approve(QA, T0);
        customer.requireShippable(TODAY);
        assertThat(codeOf(() -> customer.requireShippable(TODAY.plusDays(1))))
                .isEqualTo(DistributionProblem.CUSTOMER_LICENSE_EXPIRED);
    }

    @Test
    void aSuspendedCustomerIsApprovedAgainButAnApprovedOneIsNotApprovedTwice() {
        Customer customer = customer(TODAY);
        customer.approve(QA, T0);
        assertThat(codeOf(() -> customer.approve(QA, T0))).isEqualTo(PersistenceProblem.INVALID_TRANSITION);
        customer.suspend(QA, T0);
        assertThat(customer.approve(QA, T0).type()).isEqualTo("customer.approved");
        assertThat(customer.version).isEqualTo(4);
    }

    @Test
    void onlyAnApprovedCustomerIsSuspended() {
        assertThat(codeOf(() -> customer(TODAY).suspend(QA, T0))).isEqualTo(PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void onlyAnApprovedCustomersLicenceChangeNeedsAReason() {
        Customer customer = customer(TODAY);
        assertThat(customer.licenseChangeNeedsReason()).isFalse();
        customer.approve(QA, T0);
        assertThat(customer.licenseChangeNeedsReason()).isTrue();
        assertThat(customer.changesTo(new CustomerData("CUS-1", "Pharma Nord", "DE", "DE-GH-2", TODAY)))
                .extracting(change -> change.field()).containsExactly("licenseNumber");
    }

    @Test
    void aShippedShipmentKeepsItsAllocationsAndNeverChangesAgain() {
        Shipment shipment = draft();
        DomainEvent shipped = shipment.ship(List.of(new ShipmentAllocation(1, "lot_1", "loc_1", "mat_f", TEN_KG, "mov_1")),
                "usr_clerk", T0);
        assertThat(shipped.type()).isEqualTo("shipment.shipped");
        assertThat(shipment.shippedAt).isEqualTo(T0);
        assertThat(codeOf(() -> shipment.change("cus_2", shipment.lines, T0))).isEqualTo(PersistenceProblem.INVALID_TRANSITION);
        assertThat(codeOf(() -> shipment.cancel(T0))).isEqualTo(PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aCancelledDraftDoesNotShip() {
        Shipment shipment = draft();
        shipment.cancel(T0);
        assertThat(codeOf(shipment::requireShippable)).isEqualTo(PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aDraftChangedToTheSameValuesTellsNothing() {
        Shipment shipment = draft();
        assertThat(shipment.change("cus_1", List.of(new ShipmentLine(1, "mat_f", TEN_KG, null, null)), T0)).isNull();
        assertThat(shipment.version).isEqualTo(1);
    }

    @Test
    void aShipmentMovementIsNotReversed() {
        StockMovement shipped = StockMovement.post("mov_1", new MovementData(MovementType.SHIPMENT, "lot_1", "mat_f", "loc_1",
                null, TEN_KG, "shp_1", null, null, T0, "usr_clerk"));
        assertThat(codeOf(() -> shipped.reversal("wrong customer", T0, "usr_clerk")))
                .isEqualTo(PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aRecallHoldsOnlyLotsInQuarantineOrReleasedAndNotExpired() {
        Lot released = lot("released", TODAY);
        Lot expired = lot("released", TODAY.minusDays(1));
        Lot rejected = lot("rejected", TODAY);
        assertThat(released.holdableByRecall(TODAY)).isTrue();
        assertThat(lot("quarantine", TODAY).holdableByRecall(TODAY)).isTrue();
        assertThat(expired.holdableByRecall(TODAY)).isFalse();
        assertThat(rejected.holdableByRecall(TODAY)).isFalse();
    }

    @Test
    void aLotHeldByARecallNamesTheRecallAsTheReasonAndKeepsTheSignature() {
        Lot lot = lot("released", TODAY);
        LotEvent.Held held = lot.holdForRecall("Recall RC-000001 (class_2): particles", QA, T0);
        assertThat(held.type()).isEqualTo(LotEvent.Held.TYPE);
        assertThat(held.reason()).isEqualTo("Recall RC-000001 (class_2): particles");
        assertThat(lot.hold()).isEqualTo(QA);
        assertThat(lot.heldFrom()).isEqualTo(LotStatus.RELEASED);
    }

    @Test
    void aRecallSumsWhatEachCustomerReceivedPerMaterial() {
        Recall recall = Recall.open("rcl_1", "RC-000001", "lot_1", RecallClassification.CLASS_2, "particles", QA, List.of(),
                List.of(delivered("shp_1", "cus_b", "Beta", "lot_1"), delivered("shp_2", "cus_a", "Alpha", "lot_2"),
                        delivered("shp_3", "cus_b", "Beta", "lot_2")), T0);
        List<Recall.AffectedCustomer> customers = recall.customers();
        assertThat(customers).extracting(Recall.AffectedCustomer::name).containsExactly("Alpha", "Beta");
        assertThat(customers.get(1).quantityPerMaterial().get("mat_f")).isEqualTo(Quantity.of("20",
                Unit.ofSymbol("kg").orElseThrow()));
    }

    @Test
    void aRecallClosesOnceAndTellsIt() {
        Recall recall = Recall.open("rcl_1", "RC-000001", "lot_1", RecallClassification.CLASS_1, "particles", QA, List.of(),
                List.of(), T0);
        assertThat(recall.opened().type()).isEqualTo("recall.opened");
        assertThat(recall.close(QA, T0).type()).isEqualTo("recall.closed");
        assertThat(codeOf(() -> recall.close(QA, T0))).isEqualTo(PersistenceProblem.INVALID_TRANSITION);
    }

    private static Delivered delivered(String shipment, String customer, String name, String lot) {
        return new Delivered(shipment, "SH-" + shipment, customer, name, "DE", lot, "mat_f", TEN_KG, T0);
    }

    private static Lot lot(String status, LocalDate expiresOn) {
        return Lot.rehydrate("lot_" + status, 1, T0, T0, new LotData("L-1", "mat_f", "kg", "production", "po_1", null,
                TODAY.minusDays(10), expiresOn, expiresOn), LotStatus.of(status).orElseThrow(), null, null, null, null, null,
                BigDecimal.ZERO);
    }
}
