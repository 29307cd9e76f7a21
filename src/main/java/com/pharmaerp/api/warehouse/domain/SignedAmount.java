package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;

/**
 * A signed amount as the API and the audit trail show it: {@code {"value": "-2.5", "unit": "kg"}}.
 *
 * @param value a plain decimal string without trailing zeros
 */
public record SignedAmount(String value, String unit) {

    public static SignedAmount of(BigDecimal value, String unit) {
        BigDecimal stripped = value.stripTrailingZeros();
        return new SignedAmount((stripped.scale() < 0 ? stripped.setScale(0) : stripped).toPlainString(), unit);
    }
}
