package com.pharmaerp.api.qms.domain;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Collection;

/**
 * The figures a product quality review gives for a series of values: n, mean, sample standard deviation (n − 1),
 * minimum, maximum and, where both limits exist, n ≥ 2 and the deviation is not zero, Cpk = min(USL − mean,
 * mean − LSL) / 3σ. Computed in decimal at DECIMAL128 precision, then rounded once, half up, to {@link #SCALE} decimals.
 *
 * @param mean null for no value
 * @param standardDeviation null for fewer than two values
 * @param cpk null where the rule gives none
 */
public record Statistics(int n, BigDecimal mean, BigDecimal standardDeviation, BigDecimal minimum, BigDecimal maximum,
        BigDecimal cpk) {

    /** Decimals of the mean, standard deviation and Cpk. */
    public static final int SCALE = 4;

    private static final BigDecimal THREE = BigDecimal.valueOf(3);

    /**
     * @param lower the lower limit, null for none
     * @param upper the upper limit, null for none
     */
    public static Statistics of(Collection<BigDecimal> values, BigDecimal lower, BigDecimal upper) {
        int n = values.size();
        if (n == 0) {
            return new Statistics(0, null, null, null, null, null);
        }
        MathContext exact = MathContext.DECIMAL128;
        BigDecimal sum = values.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal mean = sum.divide(BigDecimal.valueOf(n), exact);
        BigDecimal minimum = values.stream().min(BigDecimal::compareTo).orElseThrow();
        BigDecimal maximum = values.stream().max(BigDecimal::compareTo).orElseThrow();
        if (n < 2) {
            return new Statistics(n, rounded(mean), null, minimum, maximum, null);
        }
        BigDecimal squares = values.stream().map(value -> value.subtract(mean).pow(2, exact)).reduce(BigDecimal.ZERO,
                BigDecimal::add);
        BigDecimal deviation = squares.divide(BigDecimal.valueOf(n - 1L), exact).sqrt(exact);
        BigDecimal cpk = null;
        if (lower != null && upper != null && deviation.signum() != 0) {
            cpk = upper.subtract(mean).min(mean.subtract(lower)).divide(THREE.multiply(deviation), exact);
        }
        return new Statistics(n, rounded(mean), rounded(deviation), minimum, maximum, rounded(cpk));
    }

    private static BigDecimal rounded(BigDecimal value) {
        return value == null ? null : value.setScale(SCALE, RoundingMode.HALF_UP);
    }
}
