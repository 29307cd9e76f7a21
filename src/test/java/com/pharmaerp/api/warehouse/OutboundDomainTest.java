package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static com.pharmaerp.api.testsupport.ProblemAssert.refusal;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.distribution.DistributionProblem;
import com.pharmaerp.api.distribution.RecallReturns;
import com.pharmaerp.api.distribution.domain.Customer;
import com.pharmaerp.api.distribution.domain.CustomerData;
import com.pharmaerp.api.distribution.domain.CustomerEvent;
import com.pharmaerp.api.distribution.domain.CustomerStatus;
import com.pharmaerp.api.distribution.domain.Shipment;
import com.pharmaerp.api.distribution.domain.ShipmentAllocation;
import com.pharmaerp.api.distribution.domain.ShipmentEvent;
import com.pharmaerp.api.distribution.domain.ShipmentLine;
import com.pharmaerp.api.platform.audit.AuditProblem;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.domain.Recall;
import com.pharmaerp.api.qms.domain.RecallClassification;
import com.pharmaerp.api.qms.domain.RecallEvent;
import com.pharmaerp.api.warehouse.Delivered;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotData;
import com.pharmaerp.api.warehouse.domain.LotEvent;
import com.pharmaerp.api.warehouse.domain.LotStatus;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.StockMovement;

/** Customers, shipments and recalls as plain Java: what each transition refuses and what it tells. */
class OutboundDomainTest {

    private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
    private static final LocalDate TODAY = LocalDate.parse("2026-03-02");
    private static final Signature QA = new Signature("usr_qa", "Q. A.", "approval", "GDP audit passed", T0, 1);
    private static final Signature QA_AGAIN = new Signature("usr_qa", "Q. A.", "approval", "Re-audit passed", T0, 3);
    private static final Quantity TEN_KG = Quantity.of("10", Unit.ofSymbol("kg").orElseThrow());

    private static Customer customer(LocalDate licenseExpiresOn) {
        return Customer.create("cus_1", new CustomerData("CUS-1", "Pharma Nord", "DE", "DE-GH-1", licenseExpiresOn), T0);
    }

    private static Shipment draft() {
        return Shipment.draft("shp_1", "SH-000001", "cus_1", List.of(new ShipmentLine(1, "mat_f", TEN_KG, null, null)),
                "usr_clerk", T0);
    }

    private static Recall recall(List<Delivered> shipments) {
        return Recall.open("rcl_1", "RC-000001", "lot_1", RecallClassification.CLASS_2, "particles", QA, List.of(
                new Recall.AffectedLot("lot_1", "L-1", "mat_f", 0, "on_hold", TEN_KG, true),
                new Recall.AffectedLot("lot_2", "L-2", "mat_f", 1, "rejected", TEN_KG, false)), shipments, null, T0);
    }

    @Test
    void aNewCustomerIsPendingAndItsCreationRecordsItsData() {
        CustomerEvent.Created created = customer(TODAY).created();
        assertThat(created.type()).isEqualTo(CustomerEvent.Created.TYPE);
        assertThat(DomainEvent.of(created).type()).isEqualTo("customer.created");
        assertThat(changed(created)).containsExactly("code", "name", "country", "licenseNumber", "licenseExpiresOn",
                "status");
        assertThat(created.after().status()).isEqualTo("pending");
    }

    @Test
    void approvingAPendingCustomerRecordsItsStatusAndQasSignature() {
        Customer customer = customer(TODAY);
        CustomerEvent.Approved approved = customer.approve(QA, T0);
        assertThat(approved.type()).isEqualTo(CustomerEvent.Approved.TYPE);
        assertThat(changed(approved)).containsExactly("status", "approval");
        assertThat(approved.after().approval()).isEqualTo(QA);
        assertThat(approved.reason()).isEqualTo("GDP audit passed");
        assertThat(customer.status()).isEqualTo(CustomerStatus.APPROVED);
        assertThat(customer.version()).isEqualTo(2);
    }

    @Test
    void anApprovedCustomerIsNotApprovedTwice() {
        Customer customer = customer(TODAY);
        customer.approve(QA, T0);
        assertRefused(() -> customer.approve(QA, T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void suspendingAnApprovedCustomerRecordsItsStatusAndQasSignature() {
        Customer customer = customer(TODAY);
        customer.approve(QA, T0);
        CustomerEvent.Suspended suspended = customer.suspend(QA_AGAIN, T0);
        assertThat(suspended.type()).isEqualTo(CustomerEvent.Suspended.TYPE);
        assertThat(changed(suspended)).containsExactly("status", "suspension");
        assertThat(suspended.after().status()).isEqualTo("suspended");
        assertThat(suspended.reason()).isEqualTo("Re-audit passed");
    }

    @Test
    void onlyAnApprovedCustomerIsSuspended() {
        assertRefused(() -> customer(TODAY).suspend(QA, T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aSuspendedCustomerIsApprovedAgainWithTheNewSignature() {
        Customer customer = customer(TODAY);
        customer.approve(QA, T0);
        customer.suspend(QA, T0);
        CustomerEvent.Approved again = customer.approve(QA_AGAIN, T0);
        assertThat(changed(again)).containsExactly("status", "approval");
        assertThat(again.after().approval()).isEqualTo(QA_AGAIN);
        assertThat(customer.version()).isEqualTo(4);
    }

    @Test
    void aChangedCustomerRecordsOnlyTheChangedFieldsWithTheReason() {
        Customer customer = customer(TODAY);
        CustomerEvent.Updated updated = customer.change(new CustomerData("CUS-1", "Pharma Nord", "DE", "DE-GH-2", TODAY),
                "licence renewed", T0);
        assertThat(updated.type()).isEqualTo(CustomerEvent.Updated.TYPE);
        assertThat(changed(updated)).containsExactly("licenseNumber");
        assertThat(updated.after().licenseNumber()).isEqualTo("DE-GH-2");
        assertThat(updated.reason()).isEqualTo("licence renewed");
        assertThat(customer.version()).isEqualTo(2);
    }

    @Test
    void aCustomerChangedToTheSameDataTellsNothing() {
        Customer customer = customer(TODAY);
        assertThat(customer.change(customer.data(), null, T0)).isNull();
        assertThat(customer.version()).isEqualTo(1);
    }

    @Test
    void onlyAnApprovedCustomersLicenceChangeNeedsAReason() {
        Customer customer = customer(TODAY);
        assertThat(customer.licenseChangeNeedsReason()).isFalse();
        customer.approve(QA, T0);
        assertThat(customer.licenseChangeNeedsReason()).isTrue();
    }

    @Test
    void theChangesToNewDataNameOnlyTheFieldsThatDifferAndChangeNothing() {
        Customer customer = customer(TODAY);
        assertThat(customer.changesTo(new CustomerData("CUS-1", "Pharma Nord", "DE", "DE-GH-2", TODAY)))
                .extracting(Change::field).containsExactly("licenseNumber");
        assertThat(customer.data().licenseNumber()).isEqualTo("DE-GH-1");
    }

    @Test
    void aPendingCustomerIsNotShippedTo() {
        assertRefused(() -> customer(TODAY).requireShippable(TODAY), DistributionProblem.CUSTOMER_NOT_APPROVED);
    }

    @Test
    void theRefusalToShipToAPendingCustomerNamesItsStatusAsTheApiSpellsIt() {
        assertThat(refusal(() -> customer(TODAY).requireShippable(TODAY)).detail()).startsWith("Customer CUS-1 is pending;");
    }

    @Test
    void anApprovedCustomerIsShippedToThroughTheDayItsLicenceExpires() {
        Customer customer = customer(TODAY);
        customer.approve(QA, T0);
        customer.requireShippable(TODAY);
        assertRefused(() -> customer.requireShippable(TODAY.plusDays(1)),
                DistributionProblem.CUSTOMER_LICENSE_EXPIRED);
    }

    @Test
    void aNewDraftRecordsItsLinesEachWithNoAllocationYet() {
        ShipmentEvent.Created created = draft().created();
        assertThat(created.type()).isEqualTo(ShipmentEvent.Created.TYPE);
        assertThat(changed(created)).containsExactly("number", "customerId", "status", "lines");
        assertThat(created.after().lines()).singleElement().satisfies(line -> {
            assertThat(line.quantity()).isEqualTo(QuantityJson.of(TEN_KG));
            assertThat(line.allocations()).isEmpty();
        });
    }

    @Test
    void aChangedDraftRecordsItsNewCustomer() {
        Shipment shipment = draft();
        ShipmentEvent.Updated updated = shipment.change("cus_2", shipment.lines(), T0);
        assertThat(updated.type()).isEqualTo(ShipmentEvent.Updated.TYPE);
        assertThat(changed(updated)).containsExactly("customerId");
        assertThat(updated.after().customerId()).isEqualTo("cus_2");
        assertThat(shipment.version()).isEqualTo(2);
    }

    @Test
    void aDraftChangedToTheSameValuesTellsNothing() {
        Shipment shipment = draft();
        assertThat(shipment.change("cus_1", List.of(new ShipmentLine(1, "mat_f", TEN_KG, null, null)), T0)).isNull();
        assertThat(shipment.version()).isEqualTo(1);
    }

    @Test
    void shippingRecordsWhatEachLineTookUnderThatLine() {
        Shipment shipment = draft();
        ShipmentEvent.Shipped shipped = shipment.ship(List.of(new ShipmentAllocation(1, "lot_1", "loc_1", "mat_f", TEN_KG,
                "mov_1")), "usr_clerk", TODAY, T0);
        assertThat(shipped.type()).isEqualTo(ShipmentEvent.Shipped.TYPE);
        assertThat(changed(shipped)).containsExactly("status", "lines", "shippedAt", "shippedOn", "shippedBy");
        assertThat(shipped.after().lines().get(0).allocations())
                .containsExactly(new ShipmentEvent.Allocation("lot_1", "loc_1", QuantityJson.of(TEN_KG), "mov_1"));
        assertThat(DomainEvent.of(shipped).changes().get(1).to().at("/0/allocations/0/movementId").asText())
                .isEqualTo("mov_1");
        assertThat(shipment.shippedAt()).isEqualTo(T0);
        assertThat(shipment.shippedOn()).isEqualTo(TODAY);
    }

    @Test
    void aShippedShipmentNeverChangesAgain() {
        Shipment shipment = draft();
        shipment.ship(List.of(new ShipmentAllocation(1, "lot_1", "loc_1", "mat_f", TEN_KG, "mov_1")), "usr_clerk", TODAY, T0);
        assertRefused(() -> shipment.change("cus_2", shipment.lines(), T0), PersistenceProblem.INVALID_TRANSITION);
        assertRefused(() -> shipment.cancel(T0), PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void cancellingADraftRecordsItsStatus() {
        Shipment shipment = draft();
        ShipmentEvent.Cancelled cancelled = shipment.cancel(T0);
        assertThat(cancelled.type()).isEqualTo(ShipmentEvent.Cancelled.TYPE);
        assertThat(changed(cancelled)).containsExactly("status");
        assertThat(cancelled.after().status()).isEqualTo("cancelled");
    }

    @Test
    void aCancelledDraftDoesNotShip() {
        Shipment shipment = draft();
        shipment.cancel(T0);
        assertRefused(shipment::requireShippable, PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aShipmentMovementIsNotReversed() {
        StockMovement shipped = StockMovement.post("mov_1", new MovementData(MovementType.SHIPMENT, "lot_1", "mat_f", "loc_1",
                null, TEN_KG, "shp_1", null, null, T0, "usr_clerk"));
        assertRefused(() -> shipped.reversal("wrong customer", T0, "usr_clerk"),
                PersistenceProblem.INVALID_TRANSITION);
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
    void openingARecallRecordsWhatItFoundAndWhy() {
        RecallEvent.Opened opened = recall(List.of(delivered("shp_1", "cus_b", "Beta", "lot_1"),
                delivered("shp_2", "cus_a", "Alpha", "lot_2"))).opened();
        assertThat(opened.type()).isEqualTo(RecallEvent.Opened.TYPE);
        assertThat(opened.before()).isNull();
        assertThat(changed(opened)).containsExactly("number", "lotId", "classification", "reason", "status",
                "affectedLotCount", "heldLotCount", "affectedShipmentCount", "customerIds", "initiation");
        assertThat(opened.after().heldLotCount()).isEqualTo(1);
        assertThat(opened.after().customerIds()).containsExactly("cus_a", "cus_b");
        assertThat(opened.reason()).isEqualTo("particles");
    }

    @Test
    void aRecallSumsWhatEachCustomerReceivedPerMaterial() {
        Recall recall = recall(List.of(delivered("shp_1", "cus_b", "Beta", "lot_1"), delivered("shp_2", "cus_a", "Alpha",
                "lot_2"), delivered("shp_3", "cus_b", "Beta", "lot_2")));
        List<Recall.AffectedCustomer> customers = recall.customers();
        assertThat(customers).extracting(Recall.AffectedCustomer::name).containsExactly("Alpha", "Beta");
        assertThat(customers.get(1).quantityPerMaterial().get("mat_f")).isEqualTo(Quantity.of("20",
                Unit.ofSymbol("kg").orElseThrow()));
    }

    @Test
    void aLotHeldByARecallIsToldTheRecallAndItsClass() {
        assertThat(recall(List.of()).holdReason()).isEqualTo("Recall RC-000001 (class_2): particles");
    }

    @Test
    void closingARecallRecordsItsStatusAndQasSignature() {
        Recall recall = recall(List.of());
        RecallEvent.Closed closed = recall.close(QA_AGAIN, null, recall.reconcile(List.of()), T0);
        assertThat(closed.type()).isEqualTo(RecallEvent.Closed.TYPE);
        assertThat(changed(closed)).containsExactly("status", "closing");
        assertThat(closed.after().closingReason()).as("nothing was outstanding").isNull();
        assertThat(closed.after().closing()).isEqualTo(QA_AGAIN);
        assertThat(closed.reason()).isEqualTo("Re-audit passed");
        assertThat(recall.version()).isEqualTo(2);
    }

    @Test
    void aClosedRecallIsNotClosedAgain() {
        Recall recall = recall(List.of());
        recall.close(QA, null, recall.reconcile(List.of()), T0);
        assertRefused(() -> recall.close(QA, null, recall.reconcile(List.of()), T0),
                PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aRecallReconcilesWhatItFoundShippedWithTheReceivedGoodsOfItsShipmentsAndLots() {
        Recall recall = recall(List.of(delivered("shp_1", "cus_b", "Beta", "lot_1"), delivered("shp_2", "cus_a", "Alpha",
                "lot_2")));
        Recall.Reconciliation reconciliation = recall.reconcile(List.of(new RecallReturns.Returned("rcl_1", "shp_1", "cus_b",
                "lot_1", "mat_f", Quantity.of("4", Unit.ofSymbol("kg").orElseThrow())), new RecallReturns.Returned("rcl_1",
                        "shp_9", "cus_b", "lot_1", "mat_f", TEN_KG)));
        assertThat(reconciliation.byCustomer()).extracting(Recall.Balance::customerId).containsExactly("cus_a", "cus_b");
        assertThat(reconciliation.byCustomer().get(1).outstanding().plainValue()).isEqualTo("6");
        assertThat(reconciliation.byMaterial().get(0).shipped().plainValue()).isEqualTo("20");
        assertThat(reconciliation.byMaterial().get(0).returned().plainValue()).isEqualTo("4");
        assertThat(reconciliation.outstanding()).isTrue();
    }

    @Test
    void aRecallWithGoodsOutstandingClosesOnlyWithAReason() {
        Recall recall = recall(List.of(delivered("shp_1", "cus_b", "Beta", "lot_1")));
        Recall.Reconciliation outstanding = recall.reconcile(List.of());
        assertRefused(() -> recall.close(QA, null, outstanding, T0), AuditProblem.REASON_REQUIRED);
        RecallEvent.Closed closed = recall.close(QA, "Destroyed at the customer's", outstanding, T0);
        assertThat(closed.after().closingReason()).isEqualTo("Destroyed at the customer's");
        assertThat(changed(closed)).contains("closingReason");
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
