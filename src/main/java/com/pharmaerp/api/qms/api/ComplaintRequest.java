package com.pharmaerp.api.qms.api;

import java.time.LocalDate;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.qms.domain.ComplaintCategory;
import com.pharmaerp.api.qms.domain.ComplaintData;

/** A complaint as QA or a supervisor records it. */
@Schema(name = "ComplaintInput")
public record ComplaintRequest(
        @NotNull @Schema(description = "YYYY-MM-DD; not after the business date.") LocalDate receivedOn,
        @Schema(description = "YYYY-MM-DD, when the company learned of it; the reporting clock starts here. Default "
                + "receivedOn; not before it, not after the business date.", nullable = true, maxLength = 10) LocalDate awareOn,
        @NotNull @Pattern(regexp = ComplaintCategory.PATTERN, message = "must be one of " + ComplaintCategory.PATTERN)
        @Schema(enumeration = { "quality_defect", "adverse_event", "suspected_falsification", "packaging", "other" })
        String category,
        @NotBlank @Size(max = 4000) @Schema(maxLength = 4000) String description,
        @NotNull @Pattern(regexp = "[A-Z]{2}", message = "must be an ISO 3166-1 alpha-2 code, e.g. DE")
        @Schema(description = "ISO 3166-1 alpha-2, e.g. DE: where the complaint comes from.", pattern = "[A-Z]{2}",
                maxLength = 2) String country,
        @Size(max = 40) @Pattern(regexp = ID, message = "must be an id")
        @Schema(nullable = true, description = "Filled in from a shipped shipment when missing.") String customerId,
        @Size(max = 40) @Pattern(regexp = ID, message = "must be an id") @Schema(nullable = true) String shipmentId,
        @Size(max = 40) @Pattern(regexp = ID, message = "must be an id")
        @Schema(nullable = true, description = "With shipmentId, a lot that shipment carried.") String lotId,
        @Size(max = 40) @Pattern(regexp = ID, message = "must be an id")
        @Schema(nullable = true, description = "Filled in from the lot when missing.") String materialId,
        @NotNull @Valid ReporterRequest reporter) {

    static final String ID = "[a-z]{2,4}_[A-Za-z0-9]{1,36}";

    /** Who reported it. */
    @Schema(name = "ComplaintReporter")
    public record ReporterRequest(@NotBlank @Size(max = 200) @Schema(maxLength = 200) String name,
            @NotBlank @Size(max = 200) @Schema(maxLength = 200, description = "A telephone number, an e-mail address.")
            String contact) {
    }

    public ComplaintData toData() {
        return new ComplaintData(receivedOn, awareOn == null ? receivedOn : awareOn, ComplaintCategory.of(category),
                description.strip(), country, customerId, shipmentId, lotId, materialId,
                new ComplaintData.Reporter(reporter.name().strip(), reporter.contact().strip()));
    }
}
