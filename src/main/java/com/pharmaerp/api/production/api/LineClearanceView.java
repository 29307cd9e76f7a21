package com.pharmaerp.api.production.api;

import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.domain.LineClearance;

/** The inspection of the line before the batch: where, what was confirmed, the order cleared there before, who signed. */
@Schema(name = "LineClearance")
public record LineClearanceView(
        String locationId,
        @Schema(maxItems = 50) List<Item> checklist,
        @Schema(description = "The order cleared on the location before this one; null for its first.", nullable = true)
        String previousOrderId,
        @Schema(nullable = true, maxLength = 20) String previousOrderNumber,
        @Schema(description = "A supervisor's or QA's, meaning verification.") Signature signature) {

    @Schema(name = "LineClearanceCheck")
    public record Item(@Schema(maxLength = 200) String item, boolean confirmed) {
    }

    static LineClearanceView of(LineClearance clearance) {
        return clearance == null ? null : new LineClearanceView(clearance.locationId(), clearance.checklist().stream()
                .map(item -> new Item(item.item(), item.confirmed())).toList(), clearance.previousOrderId(),
                clearance.previousOrderNumber(), clearance.signature());
    }
}
