package com.pharmaerp.api.warehouse.domain;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * quarantine → released | rejected (the quality module's usage decision); quarantine | released ⇄
 * on_hold (QA); rejected | expired → destroyed (QA), final and stored; expired is never stored but
 * read from the business date for any lot neither rejected nor destroyed.
 */
public enum LotStatus {
    QUARANTINE, RELEASED, REJECTED, ON_HOLD, EXPIRED, DESTROYED;

    /** The values a list filter takes, for validation messages and the OpenAPI document. */
    public static final String PATTERN = "quarantine|released|rejected|on_hold|expired|destroyed";

    /** A lot's status as the business date shows it: expired once past its expiry date, unless rejected or destroyed. */
    public static LotStatus asOf(LotStatus status, LocalDate expiresOn, LocalDate today) {
        return status != REJECTED && status != DESTROYED && today.isAfter(expiresOn) ? EXPIRED : status;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<LotStatus> of(String id) {
        return Arrays.stream(values()).filter(status -> status.id().equals(id)).findFirst();
    }
}
