package com.pharmaerp.api.warehouse.domain;

/** A material as the audit trail records it. */
public record MaterialState(String code, String name, String type, String baseUnit, int shelfLifeDays,
        int retestIntervalDays, Storage storage) {

    static MaterialState of(MaterialData data) {
        return new MaterialState(data.code(), data.name(), data.type(), data.baseUnit(), data.shelfLifeDays(),
                data.retestIntervalDays(), new Storage(data.storageMinCelsius(), data.storageMaxCelsius()));
    }
}
