package com.pharmaerp.api.qms.api;

import java.time.Instant;
import java.time.LocalDate;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.annotation.JsonRawValue;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.domain.ProductQualityReview;
import com.pharmaerp.api.qms.domain.ReviewContent;

/**
 * A product quality review as every read returns it. Its content is served as the very bytes its SHA-256 was computed
 * over, so a reader can check {@code contentSha256} against what they read.
 */
@Schema(name = "ProductQualityReview")
public record ProductQualityReviewView(
        @Schema(examples = "pqr_3kP9xQ2mZ7vB1cD4", maxLength = 40) String id,
        @Schema(maxLength = 20, examples = "PQR-000001") String number,
        @Schema(maxLength = 40) String productMaterialId,
        @Schema(description = "The period's first day.") LocalDate from,
        @Schema(description = "The period's last day, included.") LocalDate to,
        @Schema(enumeration = { "draft", "reviewed", "approved" }) String status,
        @JsonRawValue
        @Schema(implementation = ReviewContent.class, nullable = true, description = "The sections, as computed at "
                + "computedAt; null in lists, which leave it out: read the review.")
        String content,
        @Schema(maxLength = 64, description = "SHA-256 of the content's bytes (UTF-8), 64 lowercase hex digits: what QA's "
                + "review signs.") String contentSha256,
        @Schema(description = "When the content was read from the record (UTC).") Instant computedAt,
        @Schema(nullable = true, maxLength = 10000, description = "QA's conclusions; null until reviewed.") String conclusions,
        @Schema(nullable = true, description = "QA's review (meaning review); null while a draft.") Signature review,
        @Schema(nullable = true, description = "The QP's approval (meaning approval); null until approved.") Signature approval,
        @Schema(maxLength = 40, description = "The QA who computed it.") String createdBy,
        @Schema(minimum = "1", maximum = "1000000") int version, Instant createdAt, Instant updatedAt)
        implements Versions.Versioned {

    public static ProductQualityReviewView of(ProductQualityReview r) {
        return new ProductQualityReviewView(r.id(), r.number(), r.productMaterialId(), r.from(), r.to(), r.status().id(),
                r.computed().content(), r.computed().sha256(), r.computed().computedAt(), r.conclusions(), r.review(),
                r.approval(), r.createdBy(), r.version(), r.createdAt(), r.updatedAt());
    }
}
