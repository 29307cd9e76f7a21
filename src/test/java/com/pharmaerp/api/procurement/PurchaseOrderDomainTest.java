package com.pharmaerp.api.procurement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.AuditProblem;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.procurement.domain.OrderLine;
import com.pharmaerp.api.procurement.domain.PurchaseOrder;
import com.pharmaerp.api.procurement.domain.PurchaseOrderData;
import com.pharmaerp.api.procurement.domain.PurchaseOrderStatus;

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
    private static void receive(PurchaseOrder order, int lineNo, Quantity quantity) {
        order.receive(List.of(Map.entry(lineNo, quantity)), T0);
    }

    private static void assertRefused(Runnable move, String code) {
        assertThatThrownBy(move::run).isInstanceOfSatisfying(ProblemException.class,
                e -> assertThat(e.code().code()).isEqualTo(code));
    }

    @Test
    void linesSurviveTheirStoredFormExactly() {
        PurchaseOrder order = draft();
        assertThat(order.lines).extracting(OrderLine::quantity).containsExactly(kg("10"), kg("5"));
        assertThat(order.line(2)).get().extracting(OrderLine::dueDate).isEqualTo(LocalDate.parse("2026-02-01"));
        assertThat(order.line(3)).isEmpty();
    }

    @Test
    void onlyADraftChangesAndIsApproved() {
        PurchaseOrder order = draft();
        assertThat(order.change(new PurchaseOrderData("sup_2", order.lines), null, T0)).isNotNull();
        assertThat(order.version).isEqualTo(2);
        order.approve(SUPERVISOR, T0);
        assertThat(order.status()).isEqualTo(PurchaseOrderStatus.APPROVED);

        assertRefused(() -> order.change(new PurchaseOrderData("sup_3", order.lines), null, T0),
                PersistenceProblem.INVALID_TRANSITION.code());
        assertRefused(() -> order.approve(SUPERVISOR, T0), PersistenceProblem.INVALID_TRANSITION.code());
    }

    @Test
    void receiptsMoveTheOrderToPartiallyReceivedThenReceivedAndNeverBeyondWhatIsOpen() {
        PurchaseOrder order = approved();
        receive(order, 1, kg("4"));
        assertThat(order.status()).isEqualTo(PurchaseOrderStatus.PARTIALLY_RECEIVED);
        assertRefused(() -> receive(order, 1, kg("6.000001")), "over_receipt");
        receive(order, 1, kg("6"));
        receive(order, 2, Quantity.of("5000", Unit.G).to(Unit.KG));
        assertThat(order.status()).isEqualTo(PurchaseOrderStatus.RECEIVED);
        assertThat(order.line(1).orElseThrow().receivedQuantity()).isEqualTo(kg("10"));
    }

    @Test
    void aDraftIsNotReceivedAgainst() {
        assertRefused(() -> receive(draft(), 1, kg("1")), PersistenceProblem.INVALID_TRANSITION.code());
    }

    @Test
    void cancelOnlyBeforeAnythingIsReceivedCloseNeedsAReasonWhenShort() {
        PurchaseOrder cancelled = draft();
        cancelled.cancel(null, T0);
        assertThat(cancelled.status()).isEqualTo(PurchaseOrderStatus.CANCELLED);

        PurchaseOrder order = approved();
        receive(order, 1, kg("1"));
        assertRefused(() -> order.cancel("too late", T0), PersistenceProblem.INVALID_TRANSITION.code());
        assertRefused(() -> order.close(null, T0), AuditProblem.REASON_REQUIRED.code());
        order.close("rest not needed", T0);
        assertThat(order.status()).isEqualTo(PurchaseOrderStatus.CLOSED);
        assertThat(order.closingReason).isEqualTo("rest not needed");
        assertRefused(() -> draft().close("x", T0), PersistenceProblem.INVALID_TRANSITION.code());
    }

    @Test
    void aReversedReceiptIsTakenBackAndTheStatusFollows() {
        PurchaseOrder order = approved();
        receive(order, 1, kg("10"));
        receive(order, 2, kg("5"));
        order.unreceive(2, kg("5"), T0);
        assertThat(order.status()).isEqualTo(PurchaseOrderStatus.PARTIALLY_RECEIVED);
        order.unreceive(1, kg("10"), T0);
        assertThat(order.status()).isEqualTo(PurchaseOrderStatus.APPROVED);
    }
}
