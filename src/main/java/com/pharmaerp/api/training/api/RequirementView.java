package com.pharmaerp.api.training.api;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.training.domain.Requirement;
import com.pharmaerp.api.platform.users.Signature;

/** A training requirement as every read returns it. */
@Schema(name = "TrainingRequirement")
public record RequirementView(@Schema(examples = "treq_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 60) String entityType,
        @Schema(enumeration = { "approval", "rejection", "verification", "review", "responsibility" }) String meaning,
        @Schema(description = "Once each, sorted.", maxItems = 20) List<String> courseIds,
        @Schema(enumeration = { "active", "retired" }) String status,
        @Schema(description = "QA's signature that created it, meaning approval.") Signature approval,
        @Schema(description = "QA's signature that retired it; null while active.", nullable = true) Signature retirement,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static RequirementView of(Requirement q) {
        return new RequirementView(q.id(), q.entityType(), q.meaning().id(), q.courseIds(), q.status().id(), q.approval(),
                q.retirement(), q.version(), q.createdAt(), q.updatedAt());
    }
}
