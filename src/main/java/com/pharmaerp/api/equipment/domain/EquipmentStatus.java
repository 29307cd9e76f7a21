package com.pharmaerp.api.equipment.domain;

import java.util.Locale;

/**
 * A piece's state: retired, out of service, in use (claimed), and otherwise dirty or clean for a piece in product
 * contact, available for one without. Whether it may be used now is {@code usable}, from the blockers.
 */
public enum EquipmentStatus {
    RETIRED, OUT_OF_SERVICE, IN_USE, DIRTY, CLEAN, AVAILABLE;

    public static final String PATTERN = "retired|out_of_service|in_use|dirty|clean|available";

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
