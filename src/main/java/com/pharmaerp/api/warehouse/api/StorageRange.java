package com.pharmaerp.api.warehouse.api;

import java.math.BigDecimal;

import jakarta.validation.constraints.AssertTrue;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.annotation.JsonIgnore;

/** A storage temperature range in °C, inclusive, to one decimal. */
@Schema(name = "StorageRange")
public record StorageRange(
        @NotNull @DecimalMin("-273.1") @DecimalMax("1000") @Digits(integer = 4, fraction = 1) BigDecimal minCelsius,
        @NotNull @DecimalMin("-273.1") @DecimalMax("1000") @Digits(integer = 4, fraction = 1) BigDecimal maxCelsius) {

    @AssertTrue(message = "minCelsius must not be above maxCelsius")
    @JsonIgnore
    @Schema(hidden = true)
    public boolean isOrdered() {
        return minCelsius == null || maxCelsius == null || minCelsius.compareTo(maxCelsius) <= 0;
    }
}
