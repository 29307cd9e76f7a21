package com.pharmaerp.api.qms.api;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.qms.domain.RootCauseCategory;
import com.pharmaerp.api.qms.service.ComplaintService;

/** A complaint's investigation; it replaces any earlier one. */
@Schema(name = "ComplaintInvestigationInput")
public record InvestigationRequest(
        @NotBlank @Size(max = 4000) @Schema(maxLength = 4000) String findings,
        @NotNull @Pattern(regexp = RootCauseCategory.PATTERN, message = "must be one of " + RootCauseCategory.PATTERN)
        @Schema(enumeration = { "human_error", "equipment", "material", "method", "environment", "process", "unknown" })
        String rootCauseCategory,
        @NotNull @Schema(description = "Whether the investigation confirmed the complaint.") Boolean confirmed)
        implements ComplaintService.Investigating {
}
