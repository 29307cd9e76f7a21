package com.pharmaerp.api.quality.api;

import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.quality.service.DeviationImpactService;

/** The lots and production orders a deviation's references reach, each once under its strongest reason. */
@Schema(name = "DeviationImpact")
public record DeviationImpactView(
        @Schema(maxItems = 100000, description = "Lots reached from the referenced lots and orders (not those lots "
                + "themselves): made_from, consumed_into, same_supplier_lot, output_of, input_of, in that order.")
        List<Lot> lots,
        @Schema(maxItems = 100000, description = "Orders that consumed a referenced lot (consumed_referenced_lot), then "
                + "the referenced orders (referenced).") List<Order> productionOrders) {

    @Schema(name = "DeviationImpactLot")
    public record Lot(String lotId, @Schema(maxLength = 20) String number, String materialId,
            @Schema(maxLength = 20) String status,
            @Schema(enumeration = { "made_from", "consumed_into", "same_supplier_lot", "output_of", "input_of" }) String why) {
    }

    @Schema(name = "DeviationImpactOrder")
    public record Order(String id, @Schema(maxLength = 20) String number, @Schema(maxLength = 20) String status,
            @Schema(enumeration = { "consumed_referenced_lot", "referenced" }) String why) {
    }

    static DeviationImpactView of(DeviationImpactService.Impact impact) {
        return new DeviationImpactView(impact.lots().stream().map(l -> new Lot(l.lot().id(), l.lot().number(),
                l.lot().materialId(), l.lot().status(), l.why().id())).toList(),
                impact.orders().stream().map(o -> new Order(o.order().id(), o.order().number(), o.order().status(),
                        o.why().id())).toList());
    }
}
