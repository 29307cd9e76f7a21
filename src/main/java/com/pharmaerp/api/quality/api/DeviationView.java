package com.pharmaerp.api.quality.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.Deviation;

/** A deviation as every read returns it. */
@Schema(name = "Deviation")
public record DeviationView(
        @Schema(examples = "dev_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, sequential.", examples = "DEV-000001", maxLength = 20) String number,
        @Schema(maxLength = 4000) String description,
        @Schema(maxItems = 50) List<@Size(max = 40) String> references,
        @Schema(enumeration = { "open", "investigating", "closed", "cancelled" }) String status,
        @Schema(description = "Who opened it.", maxLength = 21) String createdBy,
        @Schema(description = "When it happened, as reported; null when not given.", nullable = true, maxLength = 10) LocalDate occurredOn,
        @Schema(description = "Opened plus erp.quality.deviation-due-days; a triage may move it earlier.") LocalDate dueOn,
        @Schema(description = "True when due before the business date and neither closed nor cancelled.") boolean overdue,
        @Schema(description = "Null until triaged.", nullable = true, enumeration = { "minor", "major", "critical" })
        String classification,
        @Schema(description = "Null until triaged.", nullable = true) Boolean capaRequired,
        @Schema(description = "Why no CAPA is needed; null unless given at triage.", nullable = true, maxLength = 4000)
        String rationale,
        @Schema(description = "QA's signature of the triage; null until triaged.", nullable = true) Signature triage,
        @Schema(description = "Null until recorded.", nullable = true) Investigation investigation,
        @Schema(description = "QA's signature of the closure; null until closed.", nullable = true) Signature closure,
        @Schema(description = "QA's signature of the cancellation; null unless cancelled.", nullable = true)
        Signature cancellation,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    @Schema(name = "DeviationInvestigation")
    public record Investigation(
            @Schema(enumeration = { "human_error", "equipment", "material", "method", "environment", "process",
                    "unknown" }) String rootCauseCategory,
            @Schema(maxLength = 4000) String rootCause, @Schema(maxLength = 4000) String impactAssessment,
            @Schema(maxItems = 50) List<@Size(max = 40) String> affectedLotIds,
            @Schema(maxLength = 21) String investigatedBy, Instant investigatedAt) {
    }

    /** @param today the business date, which decides {@code overdue} */
    public static DeviationView of(Deviation d, LocalDate today) {
        Deviation.Investigation found = d.investigation();
        return new DeviationView(d.id(), d.number(), d.description(), d.references(), d.status().id(), d.createdBy(),
                d.occurredOn(), d.dueOn(), d.overdue(today), d.classification() == null ? null : d.classification().id(),
                d.capaRequired(), d.rationale(), d.triage(), found == null ? null
                        : new Investigation(found.rootCauseCategory(), found.rootCause(), found.impactAssessment(),
                                found.affectedLotIds(), found.investigatedBy(), found.investigatedAt()),
                d.closure(), d.cancellation(), d.version(), d.createdAt(), d.updatedAt());
    }
}
