package com.pharmaerp.api.warehouse;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;
import com.pharmaerp.api.warehouse.domain.CustomerEvent;
import com.pharmaerp.api.warehouse.domain.RecallEvent;
import com.pharmaerp.api.warehouse.domain.ShipmentEvent;

/** The warehouse's events: its master data, lots and the stock ledger. */
public final class WarehouseEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
                new EventType("material.created", "An admin or supervisor created a material."),
                new EventType("material.updated", "An admin or supervisor changed a material's data; a change of shelf "
                        + "life, retest interval or storage range carries its reason."),
                new EventType("location.created", "An admin or supervisor created a location."),
                new EventType("location.updated", "An admin or supervisor changed a location's data, e.g. made it "
                        + "inactive."),
                new EventType("lot.created", "A new lot came into quarantine: received by a goods receipt, or made as "
                        + "the output lot of a production order being released."),
                new EventType("lot.held", "QA put a lot in quarantine or released on hold with a signature: nothing "
                        + "may use it until the hold is released."),
                new EventType("lot.unheld", "QA released the lot's hold with a signature: it is back in the status it "
                        + "was held from."),
                new EventType("lot.released", "The lot in quarantine was released for use: QA accepted the inspection "
                        + "lot of its receipt, or the QP certified the production order that made it."),
                new EventType("lot.retested", "QA accepted a retest of the released lot: its retest date moved on by "
                        + "the material's retest interval, never past expiry."),
                new EventType("lot.rejected", "The lot was rejected: QA rejected the inspection lot of its receipt or "
                        + "retest, or the QP rejected the production order that made it."),
                new EventType("lot.destroyed", "QA destroyed a rejected or expired lot with a signature: its remaining "
                        + "stock left through destruction movements, and destroyed is final."),
                new EventType("stock_movement.created", "A movement was posted to the stock ledger: a receipt, a "
                        + "transfer, an issue to production, production's output, a shipment to a customer, the "
                        + "reversal of an earlier one with its reason, an adjustment or a destruction."),
                CustomerEvent.Created.TYPE,
                CustomerEvent.Updated.TYPE,
                CustomerEvent.Approved.TYPE,
                CustomerEvent.Suspended.TYPE,
                ShipmentEvent.Created.TYPE,
                ShipmentEvent.Updated.TYPE,
                ShipmentEvent.Shipped.TYPE,
                ShipmentEvent.Cancelled.TYPE,
                RecallEvent.Opened.TYPE,
                RecallEvent.Closed.TYPE,
                new EventType("stock_adjustment.created", "A warehouse clerk requested a stock adjustment of a lot in a "
                        + "location, with a reason code and reason; nothing moved yet."),
                new EventType("stock_adjustment.posted", "A supervisor or QA other than the requester approved the "
                        + "adjustment with a signature: its adjustment movement was posted."),
                new EventType("stock_adjustment.rejected", "A supervisor or QA other than the requester rejected the "
                        + "adjustment with a signature; nothing moved."),
                new EventType("inventory_count.created", "A warehouse clerk opened a physical inventory of a location: "
                        + "the book of every lot in it frozen, and the location blocked for movements."),
                new EventType("inventory_count.counted", "Counted quantities were entered (or re-entered) for lines of "
                        + "the count, or lots found on the shelf were added."),
                new EventType("inventory_count.posted", "A supervisor or QA who counted no line posted the count with a "
                        + "signature: one adjustment movement per difference, and the location unblocked."),
                new EventType("inventory_count.cancelled", "The count was cancelled: nothing was posted, and the location "
                        + "unblocked."));
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("material", "/v1/materials", "location", "/v1/locations", "lot", "/v1/lots",
                "stock_movement", "/v1/stock-movements", "customer", "/v1/customers", "shipment", "/v1/shipments",
                "recall", "/v1/recalls", "stock_adjustment", "/v1/stock-adjustments", "inventory_count",
                "/v1/inventory-counts");
    }
}
