package com.pharmaerp.api.qms.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.warehouse.Delivered;

/**
 * A recall (21 CFR 7; EU GMP chapter 8): a lot and everything made from it, at any depth, as found
 * when QA opened it: which lots were held by it, and who received what. It keeps that record as it
 * was; closing it releases nothing (each lot is released from hold by its own signed decision).
 */
public final class Recall {

    public static final String ID_PREFIX = "rcl";
    public static final String NUMBER_PREFIX = "RC";
    public static final String NOUN = "recall";

    /** Open, then closed. */
    public enum Status {
        OPEN, CLOSED;

        public static final String PATTERN = "open|closed";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A lot the recall found, as it was then. @param depth 0 for the recalled lot itself */
    public record AffectedLot(String lotId, String number, String materialId, int depth, String status,
            Quantity quantityInStock, boolean heldByRecall) {
    }

    /** A customer to notify, with what it received of each material among the affected lots. */
    public record AffectedCustomer(String customerId, String name, String country, Map<String, Quantity> quantityPerMaterial) {
    }

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String number;
    public String lotId;
    public String classification;
    public String reason;
    public String status = Status.OPEN.id();
    public Signature initiation;
    public Signature closing;
    public List<AffectedLot> affectedLots = List.of();
    public List<Delivered> affectedShipments = List.of();

    /** A recall opened by QA's signature, at version 1, with what it found. */
    public static Recall open(String id, String number, String lotId, RecallClassification classification, String reason,
            Signature initiation, List<AffectedLot> lots, List<Delivered> shipments, Instant now) {
        Recall recall = new Recall();
        recall.id = id;
        recall.version = 1;
        recall.createdAt = now;
        recall.updatedAt = now;
        recall.number = number;
        recall.lotId = lotId;
        recall.classification = classification.id();
        recall.reason = reason;
        recall.initiation = initiation;
        recall.affectedLots = lots;
        recall.affectedShipments = shipments;
        return recall;
    }

    /** The recall's event: its record and how much it found; the lots' own events say which were held. */
    public DomainEvent opened() {
        return DomainEvent.changed(NOUN + ".opened", NOUN, id, null, recorded(), reason);
    }

    /** Why each lot it holds is on hold, in that lot's own event. */
    public String holdReason() {
        return "Recall " + number + " (" + classification + "): " + reason;
    }

    public Status status() {
        return Status.valueOf(status.toUpperCase(Locale.ROOT));
    }

    /** QA closes an open recall; no lot is released by it. */
    public DomainEvent close(Signature signature, Instant now) {
        States.require(status(), "Recall " + number, "only an open recall is closed", Status.OPEN);
        JsonNode before = recorded();
        status = Status.CLOSED.id();
        closing = signature;
        version++;
        updatedAt = now;
        return DomainEvent.changed(NOUN + ".closed", NOUN, id, before, recorded(), signature.reason());
    }

    /** The customers that received affected lots, by name, each with its quantities summed per material. */
    public List<AffectedCustomer> customers() {
        Map<String, AffectedCustomer> byId = new LinkedHashMap<>();
        for (Delivered shipment : affectedShipments) {
            AffectedCustomer customer = byId.computeIfAbsent(shipment.customerId(), id -> new AffectedCustomer(id,
                    shipment.customerName(), shipment.country(), new TreeMap<>()));
            customer.quantityPerMaterial().merge(shipment.materialId(), shipment.quantity(), Quantity::plus);
        }
        List<AffectedCustomer> customers = new ArrayList<>(byId.values());
        customers.sort((a, b) -> a.name().compareTo(b.name()) != 0 ? a.name().compareTo(b.name())
                : a.customerId().compareTo(b.customerId()));
        return customers;
    }

    private JsonNode recorded() {
        long held = affectedLots.stream().filter(AffectedLot::heldByRecall).count();
        return Recorded.of("number", number, "lotId", lotId, "classification", classification, "reason", reason,
                "status", status, "affectedLotCount", affectedLots.size(), "heldLotCount", held,
                "affectedShipmentCount", affectedShipments.size(), "customerIds", customers().stream().map(AffectedCustomer::customerId)
                        .toList(), "initiation", initiation, "closing", closing);
    }
}
