package com.pharmaerp.api.qms.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.qms.domain.RecallClassification;
import com.pharmaerp.api.qms.service.ComplaintService;

/** QA's escalation of a complaint to the recall of its lot, signed (meaning rejection). */
@Schema(name = "ComplaintEscalationInput")
public record EscalationRequest(
        @NotNull @Pattern(regexp = RecallClassification.PATTERN, message = "must be one of " + RecallClassification.PATTERN)
        @Schema(enumeration = { "class_1", "class_2", "class_3" }, description = "21 CFR 7.3(m): class_1 the most serious.")
        String classification,
        @NotBlank @Size(max = 2000) @Schema(maxLength = 2000) String reason,
        @NotNull @Valid SignatureRequest signature) implements ComplaintService.Escalating {
}
