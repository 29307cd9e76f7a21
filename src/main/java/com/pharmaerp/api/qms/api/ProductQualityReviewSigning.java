package com.pharmaerp.api.qms.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.qms.service.ProductQualityReviewService;

/** QA's review of a product quality review's content, signed (meaning review). */
@Schema(name = "ProductQualityReviewSigning")
public record ProductQualityReviewSigning(
        @NotBlank @Size(max = 10000) @Schema(maxLength = 10000, description = "What QA concludes: whether specifications "
                + "or the process must change, and why.") String conclusions,
        @NotNull @Pattern(regexp = "[0-9a-f]{64}", message = "must be 64 lowercase hex digits")
        @Schema(maxLength = 64, pattern = "[0-9a-f]{64}", description = "The contentSha256 of the content reviewed: 409 "
                + "content_changed unless it is still the review's.") String contentSha256,
        @NotNull @Valid SignatureRequest signature) implements ProductQualityReviewService.Reviewing {
}
