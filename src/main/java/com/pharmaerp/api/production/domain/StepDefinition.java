package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.time.Duration;

/**
 * One step of an operation as the approved recipe revision defines it. Which fields it has depends on its kind
 * (docs/design/batch-execution.md, "The master batch record"); the others are null.
 *
 * @param verification whether a second person verifies it
 * @param signature whether its performer signs it (meaning responsibility)
 * @param equipmentKind an equipment step's kind of piece
 * @param materialId a charge step's component
 * @param name a parameter's name
 * @param testCode an in-process control's test
 * @param unit a parameter's or control's unit, free text, never converted
 * @param min inclusive lower limit, a decimal string; null for none
 * @param max inclusive upper limit, a decimal string; null for none
 * @param minMinutes a hold's shortest wait; null for none
 * @param maxMinutes a hold's longest wait; null for none
 */
public record StepDefinition(int no, String kind, String text, boolean verification, boolean signature,
        String equipmentKind, String materialId, String name, String testCode, String unit, String min, String max,
        Integer minMinutes, Integer maxMinutes) {

    public StepKind kindOf() {
        return StepKind.of(kind);
    }

    /** What a measured step measures: the parameter's name or the control's test code. */
    public String measure() {
        return name != null ? name : testCode;
    }

    /** Whether a measured value lies within the limits, inclusive, compared as decimals. */
    public boolean within(BigDecimal value) {
        return (min == null || value.compareTo(new BigDecimal(min)) >= 0)
                && (max == null || value.compareTo(new BigDecimal(max)) <= 0);
    }

    /** Whether a hold's wait lies within its window, inclusive. */
    public boolean withinWindow(Duration waited) {
        return (minMinutes == null || waited.compareTo(Duration.ofMinutes(minMinutes)) >= 0)
                && (maxMinutes == null || waited.compareTo(Duration.ofMinutes(maxMinutes)) <= 0);
    }

    /** The limits as a reader writes them: "8–12 kN", "≥ 8 kN", "≤ 12 kN". */
    public String limits() {
        String suffix = unit == null ? "" : " " + unit;
        if (min != null && max != null) {
            return min + "–" + max + suffix;
        }
        return min != null ? "≥ " + min + suffix : "≤ " + max + suffix;
    }

    /** A hold's window as a reader writes it: "30–120 min", "≥ 30 min", "≤ 120 min". */
    public String window() {
        if (minMinutes != null && maxMinutes != null) {
            return minMinutes + "–" + maxMinutes + " min";
        }
        return minMinutes != null ? "≥ " + minMinutes + " min" : "≤ " + maxMinutes + " min";
    }
}
