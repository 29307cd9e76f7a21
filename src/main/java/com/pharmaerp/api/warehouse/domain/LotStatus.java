package com.pharmaerp.api.warehouse.domain;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

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

    // Every lot read maps its stored status both ways: looked up, not recomputed.
    private static final Map<String, LotStatus> BY_ID = Arrays.stream(values())
            .collect(Collectors.toUnmodifiableMap(LotStatus::id, status -> status));

    private final String id = name().toLowerCase(Locale.ROOT);

    public String id() {
        return id;
    }

    public static Optional<LotStatus> of(String id) {
        return Optional.ofNullable(id == null ? null : BY_ID.get(id));
    }
}
