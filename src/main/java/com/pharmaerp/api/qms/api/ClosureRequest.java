package com.pharmaerp.api.qms.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.qms.service.ComplaintService;

/** QA's closure of a complaint, signed (meaning approval), with the response sent to the complainant. */
@Schema(name = "ComplaintClosureInput")
public record ClosureRequest(
        @NotBlank @Size(max = 4000) @Schema(maxLength = 4000) String responseToComplainant,
        @NotNull @Valid SignatureRequest signature) implements ComplaintService.Closing {
}
