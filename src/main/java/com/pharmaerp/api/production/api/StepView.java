package com.pharmaerp.api.production.api;

import java.time.Instant;
import java.util.List;

import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.domain.PlannedStep;
import com.pharmaerp.api.production.domain.ProductionStep;

/** A step of a batch: its definition from the order's recipe revision, and how it was executed. */
@Schema(name = "BatchStep")
public record StepView(
        @Schema(description = "The operation's and the step's numbers, as the recipe gives them.", examples = "10.2", maxLength = 11) String id,
        OperationRef operation,
        RecipeStepJson definition,
        @Schema(enumeration = { "pending", "done", "verified" }) String status,
        @Schema(description = "A measured step's value, a decimal string.", nullable = true, maxLength = 20) String value,
        @Schema(nullable = true) String equipmentId,
        @Schema(description = "Business time.", nullable = true, maxLength = 32) Instant performedAt,
        @Schema(nullable = true, maxLength = 21) String performedBy,
        @Schema(description = "Business time.", nullable = true, maxLength = 32) Instant recordedAt,
        @Schema(nullable = true, maxLength = 2000) String note,
        @Schema(description = "Each of out_of_limits, hold_time, late_entry and correction the step carries.", maxItems = 4)
        List<@Size(max = 20) String> exceptions,
        @Schema(nullable = true, maxLength = 2000) String exceptionReason,
        @Schema(description = "The deviation its exception opened.", nullable = true) String deviationId,
        @Schema(description = "The performer's, where the step asks for one.", nullable = true) Signature signature,
        @Schema(description = "The second person's.", nullable = true) Signature verification,
        @Schema(nullable = true, maxLength = 21) String verifiedBy,
        @Schema(description = "Each value a correction replaced, oldest first.", maxItems = 1000) List<Correction> corrections,
        @Schema(description = "0 while pending; If-Match of a verification names it.", minimum = "0", maximum = "1000000")
        int version) implements Versions.Versioned {

    @Schema(name = "BatchStepOperation")
    public record OperationRef(@Schema(minimum = "1", maximum = "1000") int no, @Schema(maxLength = 200) String name) {
    }

    @Schema(name = "BatchStepCorrection")
    public record Correction(@Schema(maxLength = 20) String value, @Schema(maxLength = 20) String correctedTo,
            @Schema(maxLength = 2000) String reason, @Schema(maxLength = 21) String by,
            @Schema(description = "Business time.", maxLength = 32) Instant at) {
    }

    static StepView pending(PlannedStep planned) {
        return new StepView(planned.stepId(), operation(planned), RecipeStepJson.of(planned.definition()), "pending", null,
                null, null, null, null, null, List.of(), null, null, null, null, null, List.of(), 0);
    }

    static StepView of(ProductionStep step) {
        Signature verification = step.verification();
        return new StepView(step.stepId(), operation(step.planned()), RecipeStepJson.of(step.planned().definition()),
                step.status().id(), step.value() == null ? null : step.value().toPlainString(), step.equipmentId(),
                step.performedAt(), step.performedBy(), step.recordedAt(), step.note(),
                step.exceptions().stream().map(ProductionStep.Exception::id).toList(), step.exceptionReason(),
                step.deviationId(), step.signature(), verification, verification == null ? null : verification.userId(),
                step.corrections().stream().map(c -> new Correction(c.value(), c.correctedTo(), c.reason(), c.by(), c.at()))
                        .toList(), step.version());
    }

    private static OperationRef operation(PlannedStep planned) {
        return new OperationRef(planned.operation().no(), planned.operation().name());
    }
}
