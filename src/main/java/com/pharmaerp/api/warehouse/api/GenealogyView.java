package com.pharmaerp.api.warehouse.api;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.warehouse.Delivered;
import com.pharmaerp.api.warehouse.Returned;

/**
 * A lot and every lot it was made from (backward) or that was made from it (forward), at any depth;
 * forward, also who received the lot or any lot made from it, and what they sent back.
 */
@Schema(name = "Genealogy")
public record GenealogyView(LotView lot,
        @Schema(enumeration = { "backward", "forward" }) String direction,
        @Schema(maxItems = 100000) List<Node> nodes,
        @Schema(maxItems = 100000, description = "Forward: every shipment of the lot and of the lots made from it, in "
                + "shipping order. Backward: empty.") List<ShipmentNode> shipments,
        @Schema(maxItems = 100000, description = "Forward: every received return line of the lot and of the lots made "
                + "from it, in receiving order. Backward: empty.") List<ReturnNode> returns) {

    /** A lot of the genealogy, depth 1 for the lots directly consumed into (or made from) the lot. */
    @Schema(name = "GenealogyNode")
    public record Node(String lotId, @Schema(maxLength = 20) String number, String materialId,
            @Schema(minimum = "1", maximum = "100") int depth) {
    }

    /** What a shipment took of one of the lots, and to whom. */
    @Schema(name = "GenealogyShipment")
    public record ShipmentNode(String shipmentId, @Schema(maxLength = 20) String number, String customerId,
            @Schema(maxLength = 200) String customerName, String lotId, QuantityJson quantity, Instant shippedAt) {

        static ShipmentNode of(Delivered d) {
            return new ShipmentNode(d.shipmentId(), d.number(), d.customerId(), d.customerName(), d.lotId(),
                    QuantityJson.of(d.quantity()), d.shippedAt());
        }
    }

    /** What a received return brought back of one of the lots, and from whom. */
    @Schema(name = "GenealogyReturn")
    public record ReturnNode(String returnId, @Schema(maxLength = 20) String number, String customerId,
            @Schema(maxLength = 200) String customerName, String lotId, QuantityJson quantity, Instant receivedAt) {

        static ReturnNode of(Returned r) {
            return new ReturnNode(r.returnId(), r.number(), r.customerId(), r.customerName(), r.lotId(),
                    QuantityJson.of(r.quantity()), r.receivedAt());
        }
    }
}
