package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;

/** A storage temperature range, as the audit trail records a material's or a location's. */
public record Storage(BigDecimal minCelsius, BigDecimal maxCelsius) {
}
