package com.pharmaerp.api.production.api;

import java.math.BigDecimal;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The yield a batch may have without a deviation: actual / planned × 100, inclusive. */
@Schema(name = "YieldLimits")
public record YieldLimits(
        @NotNull @DecimalMin("0") @DecimalMax("1000") @Digits(integer = 4, fraction = 3)
        @Schema(minimum = "0", maximum = "1000", examples = "95") BigDecimal minPercent,
        @NotNull @DecimalMin("0") @DecimalMax("1000") @Digits(integer = 4, fraction = 3)
        @Schema(minimum = "0", maximum = "1000", examples = "102") BigDecimal maxPercent) {
}
