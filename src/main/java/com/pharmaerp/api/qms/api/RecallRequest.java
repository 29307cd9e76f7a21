package com.pharmaerp.api.qms.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.qms.domain.RecallClassification;
import com.pharmaerp.api.qms.service.RecallService;

/** QA's recall of a lot, signed (meaning rejection). */
@Schema(name = "RecallInput")
public record RecallRequest(
        @NotBlank @Size(max = 40) @Schema(description = "The lot recalled; every lot made from it is affected too.")
        String lotId,
        @NotNull @Pattern(regexp = RecallClassification.PATTERN, message = "must be one of " + RecallClassification.PATTERN)
        @Schema(enumeration = { "class_1", "class_2", "class_3" }, description = "21 CFR 7.3(m): class_1 the most serious.")
        String classification,
        @NotBlank @Size(max = 2000) @Schema(maxLength = 2000) String reason,
        @NotNull @Valid SignatureRequest signature) implements Signed {

    /** The command: the reason trimmed. */
    public RecallService.Opening toCommand() {
        return new RecallService.Opening(lotId, RecallClassification.of(classification), reason.strip(), signature);
    }
}
