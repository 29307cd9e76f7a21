package com.pharmaerp.api.qms.api;

import java.time.LocalDate;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.qms.service.ComplaintService;

/** The report of a reportable complaint to the authority, as submitted. */
@Schema(name = "ComplaintReportInput")
public record ReportRequest(
        @NotNull @Schema(description = "YYYY-MM-DD, when it was submitted.") LocalDate reportedOn,
        @NotBlank @Size(max = 200) @Schema(maxLength = 200) String authority,
        @NotBlank @Size(max = 200) @Schema(maxLength = 200, description = "The authority's reference.") String reference)
        implements ComplaintService.Reporting {
}
