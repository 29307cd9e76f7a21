package com.pharmaerp.api.quality.api;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.Specification;

/** A specification revision as every read returns it. */
@Schema(name = "Specification")
public record SpecificationView(
        @Schema(examples = "spec_3kP9xQ2mZ7vB1cD4") String id,
        String materialId,
        @Schema(description = "1, 2, … per material; not the record's version.", minimum = "1", maximum = "1000000")
        int revision,
        @Schema(enumeration = { "draft", "approved", "superseded" }) String status,
        @Schema(maxItems = 100) List<SpecificationTestJson> tests,
        @Schema(description = "Who wrote it; they may not approve it.", maxLength = 21) String createdBy,
        @Schema(description = "QA's signature of the approval.", nullable = true) Signature approval,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static SpecificationView of(Specification spec) {
        return new SpecificationView(spec.id(), spec.materialId(), spec.revisionNumber(), spec.status().id(),
                spec.tests().stream().map(SpecificationTestJson::of).toList(), spec.createdBy(), spec.approval(),
                spec.version(), spec.createdAt(), spec.updatedAt());
    }
}
