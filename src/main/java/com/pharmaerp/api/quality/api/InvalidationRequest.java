package com.pharmaerp.api.quality.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.quality.service.InspectionLotService;

/**
 * Why a passing result is invalid (a sample mix-up, a transcription error), kept on the result, and the
 * signature of QA who did not enter it (meaning rejection).
 */
@Schema(name = "InvalidationInput")
public record InvalidationRequest(@NotBlank @Size(max = 2000) @Schema(maxLength = 2000) String reason,
        @NotNull @Valid SignatureRequest signature) implements InspectionLotService.Invalidation {
}
