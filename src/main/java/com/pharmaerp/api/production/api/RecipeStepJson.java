package com.pharmaerp.api.production.api;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.pharmaerp.api.platform.quantity.MeasuredText;
import com.pharmaerp.api.production.domain.StepDefinition;

/** A step of the master batch record as sent and as read; fields another kind of step has are null. */
@Schema(name = "RecipeStep")
public record RecipeStepJson(
        @NotNull @Min(1) @Max(1000) @Schema(description = "Ascending within the operation.", minimum = "1", maximum = "1000")
        Integer no,
        @NotNull @Pattern(regexp = "instruction|equipment|charge|parameter|in_process_control|hold",
                message = "must be instruction, equipment, charge, parameter, in_process_control or hold")
        @Schema(enumeration = { "instruction", "equipment", "charge", "parameter", "in_process_control", "hold" })
        String kind,
        @NotBlank @Size(max = 2000) @Schema(description = "What the operator reads.") String text,
        @Schema(description = "A second person verifies it (default false).", nullable = true) Boolean verification,
        @Schema(description = "Its performer signs it, meaning responsibility (default false).", nullable = true)
        Boolean signature,
        @Size(max = 40) @Schema(description = "An equipment step's kind of piece.", nullable = true) String equipmentKind,
        @Size(max = 40) @Schema(description = "A charge step's component.", nullable = true) String materialId,
        @Size(max = 100) @Schema(description = "A parameter's name.", nullable = true) String name,
        @Size(max = 40) @Schema(description = "An in-process control's test code.", nullable = true) String testCode,
        @Size(max = 20) @Schema(description = "A parameter's or control's unit, free text, never converted.",
                nullable = true) String unit,
        @Pattern(regexp = MeasuredText.PATTERN, message = MeasuredText.MESSAGE) @JsonDeserialize(using = MeasuredText.class)
        @Size(max = 20) @Schema(description = "Inclusive lower limit: a decimal string, or a JSON number taken as its exact "
                + "text.", nullable = true, examples = "8") String min,
        @Pattern(regexp = MeasuredText.PATTERN, message = MeasuredText.MESSAGE) @JsonDeserialize(using = MeasuredText.class)
        @Size(max = 20) @Schema(description = "Inclusive upper limit: a decimal string, or a JSON number taken as its exact "
                + "text.", nullable = true, examples = "12") String max,
        @Min(0) @Max(100000) @Schema(description = "A hold's shortest wait since the step before.", nullable = true,
                minimum = "0", maximum = "100000") Integer minMinutes,
        @Min(0) @Max(100000) @Schema(description = "A hold's longest wait since the step before.", nullable = true,
                minimum = "0", maximum = "100000") Integer maxMinutes) {

    StepDefinition definition() {
        return new StepDefinition(no, kind, text, Boolean.TRUE.equals(verification), Boolean.TRUE.equals(signature),
                equipmentKind, materialId, name, testCode, unit, min, max, minMinutes, maxMinutes);
    }

    static RecipeStepJson of(StepDefinition step) {
        return new RecipeStepJson(step.no(), step.kind(), step.text(), step.verification(), step.signature(),
                step.equipmentKind(), step.materialId(), step.name(), step.testCode(), step.unit(), step.min(), step.max(),
                step.minMinutes(), step.maxMinutes());
    }
}
