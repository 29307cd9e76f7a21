package com.pharmaerp.api.quality.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.OosInvestigation;

/** An OOS investigation as every read returns it. */
@Schema(name = "OosInvestigation")
public record OosInvestigationView(
        @Schema(examples = "oos_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, sequential.", examples = "OOS-000001", maxLength = 20) String number,
        @Schema(maxLength = 40) String inspectionLotId,
        @Schema(maxLength = 40) String lotId,
        @Schema(description = "The failing result it investigates.", maxLength = 40) String resultId,
        @Schema(maxLength = 40) String testCode,
        @Schema(description = "The failing value as entered.", maxLength = 200) String value,
        @Schema(description = "The test's limits as the specification gave them.", maxLength = 300) String limits,
        @Schema(enumeration = { "phase_1", "phase_2", "closed" }) String status,
        Instant openedAt,
        @Schema(description = "Opened plus erp.quality.oos-due-days.") LocalDate dueOn,
        @Schema(nullable = true) Phase1 phase1,
        @Schema(nullable = true) Phase2 phase2,
        @Schema(description = "Null while open.", nullable = true, enumeration = { "invalidated", "confirmed" }) String conclusion,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    @Schema(name = "OosPhase1")
    public record Phase1(boolean assignableCause, @Schema(nullable = true, maxLength = 40) String category,
            @Schema(maxLength = 4000) String findings, Signature signature) {
    }

    @Schema(name = "OosPhase2")
    public record Phase2(@Schema(enumeration = { "invalidated", "confirmed" }) String conclusion,
            @Schema(maxLength = 4000) String rootCause, @Schema(maxLength = 4000) String findings,
            @Schema(maxItems = 50) List<@Size(max = 40) String> affectedLotIds, Signature signature) {
    }

    public static OosInvestigationView of(OosInvestigation o) {
        OosInvestigation.Subject s = o.subject();
        OosInvestigation.Phase1 p1 = o.phase1();
        OosInvestigation.Phase2 p2 = o.phase2();
        return new OosInvestigationView(o.id(), s.number(), s.inspectionLotId(), s.lotId(), s.resultId(), s.testCode(),
                s.value(), s.limits(), o.status().id(), o.openedAt(), o.dueOn(),
                p1 == null ? null : new Phase1(p1.assignableCause(), p1.category(), p1.findings(), p1.signature()),
                p2 == null ? null : new Phase2(p2.conclusion(), p2.rootCause(), p2.findings(), p2.affectedLotIds(),
                        p2.signature()),
                o.conclusion() == null ? null : o.conclusion().id(), o.version(), o.openedAt(), o.updatedAt());
    }
}
