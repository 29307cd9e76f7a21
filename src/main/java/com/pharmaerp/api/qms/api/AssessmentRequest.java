package com.pharmaerp.api.qms.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.qms.service.ComplaintService;

/** QA's reportability assessment, signed (meaning review). */
@Schema(name = "ComplaintAssessmentInput")
public record AssessmentRequest(
        @NotNull @Schema(description = "Whether the complaint is reported to an authority.") Boolean reportable,
        @Size(max = 200) @Schema(nullable = true, maxLength = 200, description = "To whom, e.g. FDA.") String authority,
        @NotBlank @Size(max = 4000) @Schema(maxLength = 4000) String rationale,
        @NotNull @Valid SignatureRequest signature) implements ComplaintService.Assessing {
}
