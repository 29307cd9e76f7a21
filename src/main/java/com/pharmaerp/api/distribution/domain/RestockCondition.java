package com.pharmaerp.api.distribution.domain;

import java.util.Locale;

/**
 * The GDP conditions (EU GDP 2013/C 343/01 §6.3) under which returned goods go back to saleable
 * stock, each named by the code a refused restock lists when it fails.
 */
public enum RestockCondition {
    /** The secondary packaging was opened or damaged. */
    PACKAGING_NOT_INTACT,
    /** The customer did not document how the goods were stored and carried. */
    STORAGE_NOT_DOCUMENTED,
    /** Received more than the allowed days after the shipment left. */
    RETURNED_TOO_LATE,
    /** The lot is not released now: held, recalled, rejected or destroyed. */
    LOT_NOT_RELEASED,
    /** The lot is past its expiry on the business date. */
    LOT_EXPIRED,
    /** Recalled goods never go back to stock. */
    RECALL_RETURN;

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
