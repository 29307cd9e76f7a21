package com.pharmaerp.api.equipment.api;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.equipment.service.CalibrationService;

/** What a failed calibration touched: every use since the last pass before it, oldest first, and their lots once each. */
@Schema(name = "CalibrationImpact")
public record ImpactView(@Schema(maxItems = 1000000) List<UseJson> uses, @Schema(maxItems = 1000000) List<LotJson> lots) {

    @Schema(name = "CalibrationImpactUse")
    public record UseJson(@Schema(enumeration = { "production_order", "inspection_lot" }) String type, String id,
            @Schema(maxLength = 40) String number, @Schema(nullable = true) String lotId,
            @Schema(nullable = true, maxLength = 40) String lotNumber, @Schema(description = "Business time.") Instant usedFrom,
            @Schema(nullable = true, maxLength = 32, description = "Business time; null while the order holds the piece.")
            Instant usedTo) {
    }

    @Schema(name = "CalibrationImpactLot")
    public record LotJson(String lotId, @Schema(maxLength = 40) String number, @Schema(enumeration = { "made_with", "tested_with" }) String why) {
    }

    public static ImpactView of(CalibrationService.Impact impact) {
        return new ImpactView(impact.uses().stream().map(u -> new UseJson(u.use().type().code(), u.use().recordId(),
                u.use().number(), u.use().lotId(), u.use().lotNumber(), u.usedFrom(), u.usedTo())).toList(),
                impact.lots().stream().map(l -> new LotJson(l.lotId(), l.number(), l.why())).toList());
    }
}
