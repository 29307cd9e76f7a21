package com.pharmaerp.api.platform.persistence;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** Times as PostgreSQL keeps them (microseconds), so a value written reads back, and hashes, the same. */
public final class StoredTime {

    private StoredTime() {
    }

    public static Instant now(Clock clock) {
        return of(clock.instant());
    }

    public static Instant of(Instant instant) {
        return instant.truncatedTo(ChronoUnit.MICROS);
    }
}
