package com.pharmaerp.api.warehouse.api;

import java.math.BigDecimal;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.pharmaerp.api.platform.quantity.DecimalText;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.warehouse.domain.SignedAmount;

/**
 * A quantity whose value may be negative: a stock adjustment (negative takes stock out) and a
 * count's difference. Everywhere else quantities are never negative ({@link QuantityJson}).
 */
@Schema(name = "SignedQuantity", description = "An exact amount that may be negative: a decimal string (at most 12 "
        + "integer digits and 6 decimals, a leading minus for less) and a unit.")
public record SignedQuantityJson(
        @Schema(description = "Decimal string, negative for less, e.g. \"-2.5\".", examples = "-2.5", pattern = VALUE_PATTERN,
                maxLength = 20)
        @NotNull @Pattern(regexp = VALUE_PATTERN, message = "must be a decimal string with an optional leading minus, at "
                + "most 12 integer digits and 6 decimals, e.g. \"-2.5\"") @JsonDeserialize(using = DecimalText.class) String value,
        @Schema(description = "Unit symbol, case-sensitive.", enumeration = { "mg", "g", "kg", "mL", "L", "ea" })
        @NotNull @Pattern(regexp = "mg|g|kg|mL|L|ea", message = "must be one of " + Unit.SYMBOLS) String unit) {

    static final String VALUE_PATTERN = "-?(0|[1-9][0-9]{0,11})(\\.[0-9]{1,6})?";

    /** @param value signed, in the unit */
    public static SignedQuantityJson of(BigDecimal value, String unit) {
        return new SignedQuantityJson(SignedAmount.of(value, unit).value(), unit);
    }

    public boolean negative() {
        return value.startsWith("-");
    }

    /** The amount without its sign, for conversion to the material's base unit. Call it after Bean Validation passed. */
    public QuantityJson magnitude() {
        return new QuantityJson(negative() ? value.substring(1) : value, unit);
    }
}
