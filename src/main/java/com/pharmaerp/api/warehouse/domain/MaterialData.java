package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;

/** A material's own data, without identity or bookkeeping; decimals compared by value. */
public record MaterialData(String code, String name, String type, String baseUnit, int shelfLifeDays,
        int retestIntervalDays, BigDecimal storageMinCelsius, BigDecimal storageMaxCelsius) {

    @Override
    public boolean equals(Object other) {
        return other instanceof MaterialData o && code.equals(o.code) && name.equals(o.name) && type.equals(o.type)
                && baseUnit.equals(o.baseUnit) && shelfLifeDays == o.shelfLifeDays
                && retestIntervalDays == o.retestIntervalDays
                && storageMinCelsius.compareTo(o.storageMinCelsius) == 0
                && storageMaxCelsius.compareTo(o.storageMaxCelsius) == 0;
    }

    @Override
    public int hashCode() {
        return code.hashCode();
    }
}
