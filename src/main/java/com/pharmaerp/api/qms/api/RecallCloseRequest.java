package com.pharmaerp.api.qms.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.qms.service.RecallService;

/** QA's close of a recall, signed (meaning approval). */
@Schema(name = "RecallCloseInput")
public record RecallCloseRequest(
        @Size(min = 1, max = 2000) @Schema(nullable = true, maxLength = 2000, description = "Why the recall closes while "
                + "goods it found shipped have not come back; required then (422 reason_required), shown on the recall.")
        String reason,
        @NotNull @Valid SignatureRequest signature) implements RecallService.Closing {
}
