package com.pharmaerp.api.quality.api;

import java.time.LocalDate;
import java.util.List;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.quality.domain.DeviationData;

/** A new deviation: what happened, the records it concerns, and when. */
@Schema(name = "DeviationInput")
public record DeviationRequest(
        @NotBlank @Size(max = 4000) String description,
        @NotNull @Size(max = 50)
        @Schema(description = "Ids of the records it concerns (a lot, a production order, an inspection lot…).")
        List<@NotNull @Size(max = 40) @Pattern(regexp = "[a-z]{2,4}_[A-Za-z0-9]{1,36}", message = "must be an id") String> references,
        @Schema(description = "When it happened; optional.", nullable = true, maxLength = 10) LocalDate occurredOn) {

    public static DeviationRequest of(DeviationData data) {
        return new DeviationRequest(data.description(), data.references(), data.occurredOn());
    }

    public DeviationData toData() {
        return new DeviationData(description.strip(), references.stream().distinct().toList(), occurredOn);
    }
}
