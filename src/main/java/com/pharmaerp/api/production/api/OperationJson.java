package com.pharmaerp.api.production.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.production.domain.Operation;

/** An operation of the master batch record: its steps in the order they are performed. */
@Schema(name = "RecipeOperation")
public record OperationJson(
        @NotNull @Min(1) @Max(1000) @Schema(description = "Ascending across the recipe.", minimum = "1", maximum = "1000")
        Integer no,
        @NotBlank @Size(max = 200) String name,
        @NotEmpty @Size(max = 100) List<@NotNull @Valid RecipeStepJson> steps) {

    Operation operation() {
        return new Operation(no, name, steps.stream().map(RecipeStepJson::definition).toList());
    }

    static OperationJson of(Operation operation) {
        return new OperationJson(operation.no(), operation.name(), operation.steps().stream().map(RecipeStepJson::of).toList());
    }
}
