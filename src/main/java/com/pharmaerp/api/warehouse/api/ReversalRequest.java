package com.pharmaerp.api.warehouse.api;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.warehouse.service.StockMovementService;

/** Why a movement is reversed; recorded on the reversal and in the audit trail. */
@Schema(name = "ReversalInput")
public record ReversalRequest(@NotBlank @Size(max = 2000) @Schema(maxLength = 2000) String reason)
        implements StockMovementService.Reversal {
}
