package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;

/** A location's own data, without identity or bookkeeping; decimals compared by value. */
public record LocationData(String code, String name, String kind, BigDecimal storageMinCelsius,
        BigDecimal storageMaxCelsius, boolean active) {

    @Override
    public boolean equals(Object other) {
        return other instanceof LocationData o && code.equals(o.code) && name.equals(o.name) && kind.equals(o.kind)
                && storageMinCelsius.compareTo(o.storageMinCelsius) == 0
                && storageMaxCelsius.compareTo(o.storageMaxCelsius) == 0 && active == o.active;
    }

    @Override
    public int hashCode() {
        return code.hashCode();
    }
}
