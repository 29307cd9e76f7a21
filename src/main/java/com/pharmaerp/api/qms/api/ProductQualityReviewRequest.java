package com.pharmaerp.api.qms.api;

import java.time.LocalDate;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.qms.service.ProductQualityReviewService;

/** QA's review of a product over a period. */
@Schema(name = "ProductQualityReviewInput")
public record ProductQualityReviewRequest(
        @NotBlank @Size(max = 40) @Schema(maxLength = 40, description = "The product: a material of the tenant.")
        String productMaterialId,
        @NotNull @Schema(description = "The period's first day.") LocalDate from,
        @NotNull @Schema(description = "The period's last day, included: not after the business date (422 "
                + "period_not_ended), at most 400 days after from (422 period_too_long).") LocalDate to) {

    public ProductQualityReviewService.Creation toCommand() {
        return new ProductQualityReviewService.Creation(productMaterialId, from, to);
    }
}
