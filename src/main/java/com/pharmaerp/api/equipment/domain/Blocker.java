package com.pharmaerp.api.equipment.domain;

import java.util.Locale;

/** A reason a piece may not be used now, in the order a view lists them (docs/design/equipment.md). */
public enum Blocker {
    RETIRED, OUT_OF_SERVICE, NOT_QUALIFIED, CALIBRATION_FAILED, CALIBRATION_OVERDUE, MAINTENANCE_OVERDUE, IN_USE, DIRTY,
    CLEAN_HOLD_EXPIRED, CAMPAIGN_LIMIT;

    /** As the API spells it, e.g. {@code clean_hold_expired}. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
