package com.pharmaerp.api.warehouse.api;

import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A lot and every lot it was made from (backward) or that was made from it (forward), at any depth. */
@Schema(name = "Genealogy")
public record GenealogyView(LotView lot,
        @Schema(enumeration = { "backward", "forward" }) String direction,
        @Schema(maxItems = 100000) List<Node> nodes) {

    /** A lot of the genealogy, depth 1 for the lots directly consumed into (or made from) the lot. */
    @Schema(name = "GenealogyNode")
    public record Node(String lotId, @Schema(maxLength = 20) String number, String materialId,
            @Schema(minimum = "1", maximum = "100") int depth) {
    }
}
