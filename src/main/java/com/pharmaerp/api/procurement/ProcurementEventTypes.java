package com.pharmaerp.api.procurement;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** Procurement's events: suppliers, purchase orders and goods receipts. */
public final class ProcurementEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
                new EventType("supplier.created", "A buyer created a supplier, pending QA's approval."),
                new EventType("supplier.updated", "A buyer changed the supplier's code or name."),
                new EventType("supplier.approved", "QA approved the supplier with a signature for the materials "
                        + "named, added to those approved before; from pending, approved or suspended."),
                new EventType("supplier.suspended", "QA suspended the approved supplier with a signature: no order of "
                        + "it is approved and nothing of it received until QA approves it again."),
                new EventType("purchase_order.created", "A buyer created a draft purchase order."),
                new EventType("purchase_order.updated", "A buyer changed the draft order's supplier or lines."),
                new EventType("purchase_order.approved", "A supervisor other than its creator approved the draft order "
                        + "with a signature: goods may be received against it."),
                new EventType("purchase_order.cancelled", "A buyer cancelled a draft or approved order nothing was "
                        + "received against."),
                new EventType("purchase_order.closed", "A buyer closed the order, with a reason when it is short of "
                        + "what was ordered: nothing more is received against it."),
                new EventType("purchase_order.received", "A goods receipt counted against the order's lines: the order "
                        + "is now partially received or received."),
                new EventType("purchase_order.receipt_reversed", "A reversed receipt movement took its quantity back "
                        + "from the order line: a received order goes back to partially received or approved, a closed "
                        + "one stays closed."),
                new EventType("goods_receipt.created", "A warehouse clerk posted a goods receipt against an order: each "
                        + "line a new lot in quarantine, its receipt movement and its inspection lot."));
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("supplier", "/v1/suppliers", "purchase_order", "/v1/purchase-orders",
                "goods_receipt", "/v1/goods-receipts");
    }
}
