package com.pharmaerp.api.testsupport;

import static com.pharmaerp.api.testsupport.Api.asAdmin;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Map;

/** The tenant's sandbox clock, as its admin sets it: business dates move, real time comes back. */
public final class SandboxClock {

    private SandboxClock() {
    }

    /** The tenant's time is this UTC moment from now on (until it is set again or reset). */
    public static void set(String key, LocalDateTime utc) {
        asAdmin(key).contentType("application/json").body(Map.of("now", utc.toInstant(ZoneOffset.UTC).toString()))
                .put("/v1/sandbox/clock").then().statusCode(200);
    }

    /**
     * The tenant's business date is this day from now on: its clock is set to noon UTC, so the date
     * stays the same for the rest of any test.
     */
    public static void businessDate(String key, LocalDate date) {
        set(key, date.atTime(12, 0));
    }

    /** The tenant's time is real time again. */
    public static void realTime(String key) {
        asAdmin(key).delete("/v1/sandbox/clock").then().statusCode(200);
    }
}
