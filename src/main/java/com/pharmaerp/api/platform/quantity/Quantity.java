package com.pharmaerp.api.platform.quantity;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * An amount of a material in a unit. Values are exact decimals with at most {@value #SCALE}
 * places and {@value #INTEGER_DIGITS} integer digits (the {@code numeric(18,6)} of every quantity
 * column); nothing is ever rounded, so a conversion that would need more places is refused.
 */
public record Quantity(BigDecimal value, Unit unit) {

    public static final int SCALE = 6;
    public static final int INTEGER_DIGITS = 12;

    public Quantity {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(unit, "unit");
        if (!fits(value)) {
            throw new IllegalArgumentException(value.toPlainString() + " has more than " + INTEGER_DIGITS
                    + " integer digits or " + SCALE + " decimals");
        }
        value = normalise(value);
    }

    public static Quantity of(String value, Unit unit) {
        return new Quantity(new BigDecimal(value), unit);
    }

    /** Whether the value can be stored exactly: at most 6 decimals and 12 integer digits. */
    public static boolean fits(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return Math.max(stripped.scale(), 0) <= SCALE && stripped.precision() - stripped.scale() <= INTEGER_DIGITS;
    }

    /**
     * The same amount in another unit of the same dimension.
     *
     * @throws IncompatibleUnitException if the units measure different things (kg and L)
     * @throws ArithmeticException if the result would need more than 6 decimals or 12 integer digits
     */
    public Quantity to(Unit target) {
        if (!unit.convertsTo(target)) {
            throw new IncompatibleUnitException(unit, target);
        }
        if (target == unit) {
            return this;
        }
        BigDecimal converted = value.multiply(unit.factor()).divide(target.factor());
        if (!fits(converted)) {
            throw new ArithmeticException(value.toPlainString() + " " + unit + " is " + converted.toPlainString() + " "
                    + target + ", beyond " + SCALE + " decimals or " + INTEGER_DIGITS + " integer digits");
        }
        return new Quantity(converted, target);
    }

    public Quantity plus(Quantity other) {
        return new Quantity(value.add(other.to(unit).value), unit);
    }

    public Quantity minus(Quantity other) {
        return new Quantity(value.subtract(other.to(unit).value), unit);
    }

    public int compareTo(Quantity other) {
        return value.compareTo(other.to(unit).value);
    }

    public boolean isPositive() {
        return value.signum() > 0;
    }

    /** The value as the API writes it: plain notation, no trailing zeros ({@code "12.5"}, {@code "0"}). */
    public String plainValue() {
        return value.toPlainString();
    }

    @Override
    public String toString() {
        return plainValue() + " " + unit;
    }

    private static BigDecimal normalise(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }
}
