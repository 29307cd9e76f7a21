package com.pharmaerp.api.quality.api;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.UsageDecision;

/** An inspection lot as reads show it (and as the audit trail records it). */
@Schema(name = "InspectionLot")
public record InspectionLotView(
        @Schema(examples = "insp_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, sequential.", examples = "IL-000001", maxLength = 20) String number,
        String lotId, String materialId,
        @Schema(enumeration = { "receipt", "production", "retest" }) String origin,
        @Schema(description = "The specification revision it is tested against.") String specificationId,
        @Schema(enumeration = { "open", "decided" }) String status,
        @Schema(description = "Every result entered, invalidated ones included, oldest first.", maxItems = 10000)
        List<ResultView> results,
        @Schema(description = "QA's signed usage decision; null while open.", nullable = true) Decision decision,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    /** The usage decision and its signature. */
    @Schema(name = "UsageDecision")
    public record Decision(@Schema(enumeration = { "accept", "reject" }) String decision, Signature signature) {
    }

    public static InspectionLotView of(InspectionLot lot) {
        UsageDecision decision = lot.decision();
        return new InspectionLotView(lot.id(), lot.number(), lot.lotId(), lot.materialId(), lot.origin().id(),
                lot.specificationId(), lot.status().id(), lot.results().stream().map(ResultView::of).toList(),
                decision == null ? null : new Decision(decision.decision(), decision.signature()), lot.version(),
                lot.createdAt(), lot.updatedAt());
    }
}
