package com.pharmaerp.api.quality.api;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.quality.service.InspectionLotService;

/** A result of one test of the inspection lot's specification. */
@Schema(name = "ResultInput")
public record ResultRequest(
        @NotBlank @Size(max = 40) String testCode,
        @NotNull @Size(min = 1, max = 200)
        @Schema(description = "A decimal string for a numeric test (\"99.4\"); the reading for a text test.") String value,
        @Size(max = 40) @Schema(description = "The instrument it was measured on: a piece of equipment that is an "
                + "instrument and usable now (409 equipment_not_usable naming each blocker otherwise).", nullable = true,
                maxLength = 40) String instrumentId)
        implements InspectionLotService.ResultEntry {
}
