package com.pharmaerp.api.quality.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.quality.domain.SpecificationData;

/** A new specification revision of a material: its tests. */
@Schema(name = "SpecificationInput")
public record SpecificationRequest(
        @NotBlank @Size(max = 40) String materialId,
        @NotEmpty @Size(max = 100) List<@NotNull @Valid SpecificationTestJson> tests) {

    public static SpecificationRequest of(SpecificationData data) {
        return new SpecificationRequest(data.materialId(), data.tests().stream().map(SpecificationTestJson::of).toList());
    }

    public SpecificationData toData() {
        return new SpecificationData(materialId, tests.stream().map(SpecificationTestJson::toDomain).toList());
    }
}
