package com.pharmaerp.api.warehouse.domain;

/** A location as the audit trail records it. */
public record LocationState(String code, String name, String kind, Storage storage, boolean active) {

    static LocationState of(LocationData data) {
        return new LocationState(data.code(), data.name(), data.kind(),
                new Storage(data.storageMinCelsius(), data.storageMaxCelsius()), data.active());
    }
}
