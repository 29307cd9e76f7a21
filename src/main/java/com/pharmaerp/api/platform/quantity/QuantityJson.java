package com.pharmaerp.api.platform.quantity;

import java.util.List;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * A quantity as the API reads and writes it: {@code {"value": "12.5", "unit": "kg"}}. The value is
 * a decimal string, never a JSON number, so no client's floating point ever touches an amount.
 */
@Schema(name = "Quantity", description = "An exact amount: a decimal string (at most 12 integer digits and 6 decimals) "
        + "and a unit. Mass converts within mass, volume within volume; responses give the material's base unit.")
public record QuantityJson(
        @Schema(description = "Non-negative decimal string, e.g. \"12.5\".", examples = "12.5", pattern = VALUE_PATTERN,
                maxLength = 19)
        @NotNull @Pattern(regexp = VALUE_PATTERN, message = VALUE_MESSAGE) @JsonDeserialize(using = DecimalText.class) String value,
        @Schema(description = "Unit symbol, case-sensitive.", enumeration = { "mg", "g", "kg", "mL", "L", "ea" })
        @NotNull @Pattern(regexp = "mg|g|kg|mL|L|ea", message = "must be one of " + Unit.SYMBOLS) String unit) {

    static final String VALUE_PATTERN = "(0|[1-9][0-9]{0,11})(\\.[0-9]{1,6})?";
    private static final String VALUE_MESSAGE = "must be a decimal string with at most 12 integer digits and 6 decimals, e.g. \"12.5\"";

    public static QuantityJson of(Quantity quantity) {
        return new QuantityJson(quantity.plainValue(), quantity.unit().symbol());
    }

    /**
     * The quantity in the material's base unit. Call it after Bean Validation passed.
     *
     * @param field where the quantity sits in the request, e.g. {@code lines[0].quantity}, for {@code errors[]}
     * @throws ProblemException 422 {@code unit_mismatch} for a unit of another dimension; 422
     *         {@code validation_failed} if the base unit would need more than 6 decimals
     */
    public Quantity in(Unit base, String field) {
        Unit given = Unit.ofSymbol(unit).orElseThrow(() -> new IllegalStateException("unvalidated unit " + unit));
        Quantity quantity = Quantity.of(value, given);
        try {
            return quantity.to(base);
        } catch (IncompatibleUnitException e) {
            throw new ProblemException(QuantityProblem.UNIT_MISMATCH, "The quantity is in " + given.describe()
                    + ", which does not convert to the material's base unit " + base.describe() + ".",
                    List.of(new Problem.FieldError(field + ".unit", "must convert to " + base)));
        } catch (ArithmeticException e) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, quantity + " cannot be kept exactly in the "
                    + "material's base unit " + base + " (at most 6 decimals); nothing is rounded.",
                    List.of(new Problem.FieldError(field + ".value", "too precise for " + base)));
        }
    }
}
