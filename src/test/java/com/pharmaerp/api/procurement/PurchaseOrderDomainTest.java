package com.pharmaerp.api.procurement;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.AuditProblem;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.procurement.domain.OrderLine;
import com.pharmaerp.api.procurement.domain.PurchaseOrder;
import com.pharmaerp.api.procurement.domain.PurchaseOrderData;
import com.pharmaerp.api.procurement.domain.PurchaseOrderEvent;
import com.pharmaerp.api.procurement.domain.PurchaseOrderState;
import com.pharmaerp.api.procurement.domain.PurchaseOrderStatus;

/** A purchase order's life cycle as a plain object: each move's event, and the moves it refuses. */
class PurchaseOrderDomainTest {

    private static final Instant T0 = Instant.parse("2026-01-05T08:00:00Z");
    private static final Signature SUPERVISOR = new Signature("usr_0000000000000003", "S. V.", "approval", "ok", T0, 1);

    private static Quantity kg(String value) {
        return Quantity.of(value, Unit.KG);
    }

    private static PurchaseOrder draft() {
        return PurchaseOrder.draft("po_0000000000000001", "PO-000001", new PurchaseOrderData("sup_1", List.of(
                new OrderLine(1, "mat_1", kg("10"), kg("0"), LocalDate.parse("2026-02-01")),
                new OrderLine(2, "mat_2", kg("5"), kg("0"), LocalDate.parse("2026-02-01")))), "usr_0000000000000001", T0);
    }

    private static PurchaseOrder approved() {
        PurchaseOrder order = draft();
        order.approve(SUPERVISOR, T0);
        return order;
    }

    /** A receipt of one line. */
    private static PurchaseOrderEvent.Received receive(PurchaseOrder order, int lineNo, Quantity quantity) {
        return order.receive(List.of(Map.entry(lineNo, quantity)), T0);
    }

    private static QuantityJson receivedOf(PurchaseOrderEvent event, int lineNo) {
        return ((PurchaseOrderState) event.after()).lines().get(lineNo - 1)
                .receivedQuantity();
    }

    @Test
    void linesSurviveTheirStoredFormExactly() {
        PurchaseOrder order = draft();
        assertThat(order.lines()).extracting(OrderLine::quantity).containsExactly(kg("10"), kg("5"));
        assertThat(order.line(2)).get().extracting(OrderLine::dueDate).isEqualTo(LocalDate.parse("2026-02-01"));
        assertThat(order.line(3)).isEmpty();
    }

    @Test
    void aNewDraftsCreationRecordsEveryField() {
        PurchaseOrderEvent.Created created = draft().created();

        assertThat(created.type()).isEqualTo(PurchaseOrderEvent.Created.TYPE);
        assertThat(created.after().status()).isEqualTo("draft");
        assertThat(changed(created)).as("its fields that have a value").containsExactly("number", "supplierId", "status",
                "lines", "createdBy");
    }

    @Test
    void aDraftChangesAndTheUpdateNamesTheChangedFields() {
        PurchaseOrder order = draft();

        PurchaseOrderEvent.Updated updated = order.change(new PurchaseOrderData("sup_2", order.lines()), "other supplier", T0);

        assertThat(updated.type()).isEqualTo(PurchaseOrderEvent.Updated.TYPE);
        assertThat(changed(updated)).containsExactly("supplierId");
        assertThat(updated.after().supplierId()).isEqualTo("sup_2");
        assertThat(updated.reason()).isEqualTo("other supplier");
        assertThat(order.version()).isEqualTo(2);
    }

    @Test
    void aChangeToTheSameDataIsNoEvent() {
        PurchaseOrder order = draft();

        assertThat(order.change(order.data(), null, T0)).isNull();
        assertThat(order.version()).isEqualTo(1);
    }

    @Test
    void aSupervisorApprovesADraftWithASignature() {
        PurchaseOrder order = draft();

        PurchaseOrderEvent.Approved approved = order.approve(SUPERVISOR, T0);

        assertThat(approved.type()).isEqualTo(PurchaseOrderEvent.Approved.TYPE);
        assertThat(changed(approved)).containsExactly("status", "approval");
        assertThat(approved.after().status()).isEqualTo("approved");
        assertThat(approved.after().approval()).isEqualTo(SUPERVISOR);
        assertThat(approved.reason()).isEqualTo("ok");
        assertThat(order.status()).isEqualTo(PurchaseOrderStatus.APPROVED);
    }

    @Test
    void onlyADraftChangesAndIsApproved() {
        PurchaseOrder order = approved();

        assertRefused(() -> order.change(new PurchaseOrderData("sup_3", order.lines()), null, T0),
                PersistenceProblem.INVALID_TRANSITION.code());
        assertRefused(() -> order.approve(SUPERVISOR, T0), PersistenceProblem.INVALID_TRANSITION.code());
    }

    @Test
    void aReceiptOfPartOfTheOrderMovesItToPartiallyReceived() {
        PurchaseOrder order = approved();

        PurchaseOrderEvent.Received received = receive(order, 1, kg("4"));

        assertThat(received.type()).isEqualTo(PurchaseOrderEvent.Received.TYPE);
        assertThat(changed(received)).containsExactly("status", "lines");
        assertThat(received.after().status()).isEqualTo("partially_received");
        assertThat(receivedOf(received, 1)).isEqualTo(new QuantityJson("4", "kg"));
        assertThat(received.reason()).isNull();
    }

    @Test
    void receiptsOfEverythingMoveTheOrderToReceivedWhateverTheUnit() {
        PurchaseOrder order = approved();
        receive(order, 1, kg("10"));

        PurchaseOrderEvent.Received received = receive(order, 2, Quantity.of("5000", Unit.G).to(Unit.KG));

        assertThat(received.after().status()).isEqualTo("received");
        assertThat(order.line(2).orElseThrow().receivedQuantity()).isEqualTo(kg("5"));
    }

    @Test
    void noReceiptExceedsWhatIsOpenAndARefusedOneCountsNothing() {
        PurchaseOrder order = approved();
        receive(order, 1, kg("4"));

        assertRefused(() -> order.receive(List.of(Map.entry(2, kg("1")), Map.entry(1, kg("6.000001"))), T0), "over_receipt");
        assertThat(order.line(2).orElseThrow().receivedQuantity()).isEqualTo(kg("0"));
        assertThat(order.version()).isEqualTo(3);
    }

    @Test
    void aDraftIsNotReceivedAgainst() {
        assertRefused(() -> receive(draft(), 1, kg("1")), PersistenceProblem.INVALID_TRANSITION.code());
    }

    @Test
    void aDraftIsCancelledWithItsReason() {
        PurchaseOrder order = draft();

        PurchaseOrderEvent.Cancelled cancelled = order.cancel("not needed", T0);

        assertThat(cancelled.type()).isEqualTo(PurchaseOrderEvent.Cancelled.TYPE);
        assertThat(changed(cancelled)).containsExactly("status", "closingReason");
        assertThat(cancelled.after().status()).isEqualTo("cancelled");
        assertThat(cancelled.reason()).isEqualTo("not needed");
        assertThat(order.status()).isEqualTo(PurchaseOrderStatus.CANCELLED);
    }

    @Test
    void anOrderSomethingWasReceivedAgainstIsNotCancelled() {
        PurchaseOrder order = approved();
        receive(order, 1, kg("1"));

        assertRefused(() -> order.cancel("too late", T0), PersistenceProblem.INVALID_TRANSITION.code());
    }

    @Test
    void closingShortNeedsAReasonNamingTheField() {
        PurchaseOrder order = approved();
        receive(order, 1, kg("1"));

        assertThat(assertRefused(() -> order.close(null, T0), AuditProblem.REASON_REQUIRED).fields()).containsExactly("reason");
    }

    @Test
    void aClosedOrderKeepsItsReason() {
        PurchaseOrder order = approved();
        receive(order, 1, kg("1"));

        PurchaseOrderEvent.Closed closed = order.close("rest not needed", T0);

        assertThat(closed.type()).isEqualTo(PurchaseOrderEvent.Closed.TYPE);
        assertThat(changed(closed)).containsExactly("status", "closingReason");
        assertThat(closed.after().status()).isEqualTo("closed");
        assertThat(order.closingReason()).isEqualTo("rest not needed");
    }

    @Test
    void aFullyReceivedOrderClosesWithoutAReason() {
        PurchaseOrder order = approved();
        receive(order, 1, kg("10"));
        receive(order, 2, kg("5"));

        assertThat(order.close(null, T0).after().status()).isEqualTo("closed");
    }

    @Test
    void aDraftIsNotClosed() {
        assertRefused(() -> draft().close("x", T0), PersistenceProblem.INVALID_TRANSITION.code());
    }

    @Test
    void aReversedReceiptIsTakenBackFromItsLineAndAReceivedOrderIsPartiallyReceivedAgain() {
        PurchaseOrder order = approved();
        receive(order, 1, kg("10"));
        receive(order, 2, kg("5"));

        PurchaseOrderEvent.ReceiptReversed reversed = order.unreceive(2, kg("5"), T0);

        assertThat(reversed.type()).isEqualTo(PurchaseOrderEvent.ReceiptReversed.TYPE);
        assertThat(changed(reversed)).containsExactly("status", "lines");
        assertThat(reversed.after().status()).isEqualTo("partially_received");
        assertThat(receivedOf(reversed, 2)).isEqualTo(new QuantityJson("0", "kg"));
    }

    @Test
    void anOrderWithNothingReceivedAfterAReversalIsApprovedAgain() {
        PurchaseOrder order = approved();
        receive(order, 1, kg("10"));

        assertThat(order.unreceive(1, kg("10"), T0).after().status()).isEqualTo("approved");
    }

    @Test
    void aClosedOrderStaysClosedWhenAReceiptIsReversed() {
        PurchaseOrder order = approved();
        receive(order, 1, kg("10"));
        order.close("rest not needed", T0);

        PurchaseOrderEvent.ReceiptReversed reversed = order.unreceive(1, kg("10"), T0);

        assertThat(changed(reversed)).containsExactly("lines");
        assertThat(order.status()).isEqualTo(PurchaseOrderStatus.CLOSED);
    }
}
