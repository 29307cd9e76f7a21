package com.pharmaerp.api.production.api;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.domain.ProductionOrder;

/** A production order (a batch) as every read returns it; quantities in each material's base unit. */
@Schema(name = "ProductionOrder")
public record ProductionOrderView(
        @Schema(examples = "ord_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, sequential: the batch number.", examples = "B-000001", maxLength = 20) String number,
        String recipeId,
        @Schema(description = "The recipe revision it was made from, as it was.", minimum = "1", maximum = "1000000")
        int recipeRevision,
        String productMaterialId,
        QuantityJson plannedQuantity,
        @Schema(enumeration = { "planned", "released", "in_progress", "completed", "reviewed", "certified", "rejected",
                "cancelled" }) String status,
        @Schema(description = "The lot it makes, from its release on.", nullable = true) String outputLotId,
        @Schema(description = "The output lot's inspection lot.", nullable = true) String inspectionLotId,
        @Schema(maxItems = 1000) List<ConsumptionView> consumptions,
        @JsonProperty("yield") @Schema(description = "From its completion on.", nullable = true) Yield batchYield,
        @Schema(description = "The deviation given at completion.", nullable = true) String deviationId,
        @Schema(description = "Who released, consumed into, verified or completed it: none of them reviews or certifies it.",
                maxItems = 1000) List<@Size(max = 21) String> performers,
        @Schema(description = "The line clearance signed before any step or charge of a batch executed step by step.",
                nullable = true) LineClearanceView lineClearance,
        @Schema(description = "QA's signature of the batch record review.", nullable = true) Signature review,
        @Schema(description = "What QA's review by exception covered: the exception report's sha256 and the audit chain "
                + "position.", nullable = true) ReviewCoverageView reviewCoverage,
        @Schema(description = "The QP's signature of the certification or rejection.", nullable = true) Signature certification,
        @Schema(maxLength = 21) String createdBy,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    /** What the batch yielded: the actual quantity, and it in percent of the planned one. */
    @Schema(name = "BatchYield")
    public record Yield(QuantityJson actualQuantity,
            @Schema(description = "actual / planned × 100, to three decimals.", minimum = "0", maximum = "100000000")
            BigDecimal percent) {
    }

    /** The exception report QA's review signed, and the chain position it covered. */
    @Schema(name = "ReviewCoverage")
    public record ReviewCoverageView(@Schema(maxLength = 64) String exceptionsSha256, ExceptionReportView.AuditHeadView auditHead) {

        static ReviewCoverageView of(ProductionOrder.ReviewCoverage coverage) {
            return coverage == null ? null : new ReviewCoverageView(coverage.exceptionsSha256(),
                    new ExceptionReportView.AuditHeadView(coverage.auditSequence(), coverage.auditHash()));
        }
    }

    public static ProductionOrderView of(ProductionOrder order) {
        Quantity actual = order.actualQuantity();
        return new ProductionOrderView(order.id(), order.number(), order.recipeId(), order.recipe().revision(),
                order.productMaterialId(), QuantityJson.of(order.plannedQuantity()), order.status().id(), order.outputLotId(),
                order.inspectionLotId(), order.consumptions().stream().map(consumption -> ConsumptionView.of(order.id(),
                        consumption)).toList(),
                actual == null ? null : new Yield(QuantityJson.of(actual), order.yieldPercent()), order.deviationId(),
                order.performers(), LineClearanceView.of(order.lineClearance()), order.review(),
                ReviewCoverageView.of(order.reviewCoverage()), order.certification(), order.createdBy(), order.version(),
                order.createdAt(), order.updatedAt());
    }
}
