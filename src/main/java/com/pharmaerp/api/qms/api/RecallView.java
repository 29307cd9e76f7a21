package com.pharmaerp.api.qms.api;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.domain.Recall;
import com.pharmaerp.api.qms.service.RecallService;
import com.pharmaerp.api.warehouse.Delivered;

/** A recall as every read returns it: what it found when it opened, as it was then. */
@Schema(name = "Recall")
public record RecallView(
        @Schema(examples = "rcl_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 20, examples = "RC-000001") String number,
        @Schema(description = "The lot recalled.") String lotId,
        @Schema(enumeration = { "class_1", "class_2", "class_3" }) String classification,
        @Schema(maxLength = 2000) String reason,
        @Schema(enumeration = { "open", "closed" }) String status,
        Signature initiation,
        @Schema(nullable = true) Signature closing,
        @Schema(nullable = true, maxLength = 2000, description = "Why QA closed it with goods outstanding.")
        String closingReason,
        @Schema(maxItems = 100000, description = "The lot (depth 0) and every lot made from it, nearest first.")
        List<AffectedLot> affectedLots,
        @Schema(maxItems = 100000, description = "Every shipped allocation of an affected lot, in shipping order.")
        List<AffectedShipment> affectedShipments,
        @Schema(maxItems = 100000, description = "The customers to notify, by name.") List<AffectedCustomer> customers,
        @Schema(description = "What it found shipped against what came back by returns naming it.")
        Reconciliation reconciliation,
        @Schema(nullable = true, description = "The complaint escalated to this recall; null for a recall opened directly.")
        String sourceComplaintId,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    @Schema(name = "RecallAffectedLot")
    public record AffectedLot(String lotId, @Schema(maxLength = 20) String number, String materialId,
            @Schema(minimum = "0", maximum = "100") int depth,
            @Schema(enumeration = { "quarantine", "released", "rejected", "on_hold", "expired", "destroyed" },
                    description = "When the recall opened.") String status,
            QuantityJson quantityInStock,
            @Schema(description = "Whether this recall put it on hold.") boolean heldByRecall) {
    }

    @Schema(name = "RecallAffectedShipment")
    public record AffectedShipment(String shipmentId, @Schema(maxLength = 20) String number, String customerId,
            @Schema(maxLength = 200) String customerName, @Schema(maxLength = 2) String country, String lotId,
            String materialId, QuantityJson quantity, Instant shippedAt) {
    }

    @Schema(name = "RecallCustomer")
    public record AffectedCustomer(String customerId, @Schema(maxLength = 200) String name,
            @Schema(maxLength = 2) String country,
            @Schema(description = "What it received of each material, by material id.") Map<String, QuantityJson> quantityPerMaterial) {
    }

    @Schema(name = "RecallReconciliation")
    public record Reconciliation(
            @Schema(maxItems = 100000, description = "By customer and material.") List<Balance> byCustomer,
            @Schema(maxItems = 100000, description = "By material, across customers.") List<Balance> byMaterial) {
    }

    @Schema(name = "RecallBalance")
    public record Balance(@Schema(nullable = true, description = "Null in byMaterial.") String customerId,
            String materialId,
            @Schema(description = "What the recall found shipped.") QuantityJson shipped,
            @Schema(description = "What returns naming the recall received.") QuantityJson returned,
            @Schema(description = "Shipped less returned.") QuantityJson outstanding) {
    }

    public static RecallView of(RecallService.Reconciled reconciled) {
        Recall r = reconciled.recall();
        return new RecallView(r.id(), r.number(), r.lotId(), r.classification().id(), r.reason(), r.status().id(),
                r.initiation(), r.closing(), r.closingReason(), r.affectedLots().stream().map(l -> new AffectedLot(l.lotId(), l.number(), l.materialId(), l.depth(), l.status(),
                        QuantityJson.of(l.quantityInStock()), l.heldByRecall())).toList(),
                r.affectedShipments().stream().map(RecallView::shipment).toList(),
                r.customers().stream().map(RecallView::customer).toList(), new Reconciliation(balances(reconciled.reconciliation()
                        .byCustomer()), balances(reconciled.reconciliation().byMaterial())), r.sourceComplaintId(), r.version(),
                r.createdAt(), r.updatedAt());
    }

    /** A customer to notify, with what it received of each material, by material id. */
    public static AffectedCustomer customer(Recall.AffectedCustomer c) {
        Map<String, QuantityJson> quantities = new TreeMap<>();
        c.quantityPerMaterial().forEach((material, quantity) -> quantities.put(material, QuantityJson.of(quantity)));
        return new AffectedCustomer(c.customerId(), c.name(), c.country(), quantities);
    }

    private static List<Balance> balances(List<Recall.Balance> balances) {
        return balances.stream().map(b -> new Balance(b.customerId(), b.materialId(), QuantityJson.of(b.shipped()),
                QuantityJson.of(b.returned()), QuantityJson.of(b.outstanding()))).toList();
    }

    private static AffectedShipment shipment(Delivered d) {
        return new AffectedShipment(d.shipmentId(), d.number(), d.customerId(), d.customerName(), d.country(), d.lotId(),
                d.materialId(), QuantityJson.of(d.quantity()), d.shippedAt());
    }
}
