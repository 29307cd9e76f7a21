package com.pharmaerp.api.quality.api;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.quality.service.InspectionLotService;

/** Why a result is invalid (a sample mix-up, an instrument out of calibration); kept on the result. */
@Schema(name = "InvalidationInput")
public record InvalidationRequest(@NotBlank @Size(max = 2000) @Schema(maxLength = 2000) String reason)
        implements InspectionLotService.Invalidation {
}
