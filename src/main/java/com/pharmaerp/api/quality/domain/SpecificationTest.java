package com.pharmaerp.api.quality.domain;

import java.math.BigDecimal;

/**
 * One test of a specification, as its column keeps it.
 *
 * @param kind {@code numeric} or {@code text}
 * @param min inclusive lower limit of a numeric test (a decimal string), or null for none
 * @param max inclusive upper limit of a numeric test, or null for none
 * @param unit free text, e.g. {@code %}; null for none
 * @param expected what a text test's result must read; null for a numeric test
 */
public record SpecificationTest(String code, String name, String kind, String min, String max, String unit, String expected,
        boolean mandatory) {

    /** A decimal as results and limits are written: optional sign, at most 12 integer digits and 6 decimals. */
    public static final String DECIMAL = "-?[0-9]{1,12}(\\.[0-9]{1,6})?";

    public TestKind testKind() {
        return TestKind.of(kind);
    }

    /**
     * Whether a result meets this test: for a numeric test the decimal lies within the limits,
     * compared exactly (no floating point, 98.0 equals 98); for a text test it reads exactly as expected.
     *
     * @param value a decimal string for a numeric test (the caller checked it is one)
     */
    public boolean passes(String value) {
        if (testKind() == TestKind.TEXT) {
            return value.equals(expected);
        }
        BigDecimal result = new BigDecimal(value);
        return (min == null || result.compareTo(new BigDecimal(min)) >= 0)
                && (max == null || result.compareTo(new BigDecimal(max)) <= 0);
    }

    /** The limits as the specification gives them, e.g. {@code 98.0 to 102.0 %}, {@code <= 0.5 %}, {@code reads white powder}. */
    public String limits() {
        if (testKind() == TestKind.TEXT) {
            return "reads " + expected;
        }
        String range = min == null ? "<= " + max : max == null ? ">= " + min : min + " to " + max;
        return unit == null ? range : range + " " + unit;
    }

    /** @return why a value can never be a result of this test, or null when it can */
    public String refusal(String value) {
        if (testKind() == TestKind.NUMERIC && !value.matches(DECIMAL)) {
            return "must be a decimal string (at most 12 integer digits and 6 decimals) for numeric test " + code;
        }
        return null;
    }
}
