package com.pharmaerp.api.equipment.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Locale;

import com.pharmaerp.api.platform.users.Signature;

/**
 * One calibration, never changed: as found and as left, the signature of who verified it, and the next due date a
 * pass sets (null for a fail). {@code recordedAt} is the business time it was entered; it bounds a failure's impact.
 */
public record Calibration(String id, LocalDate performedOn, Result result, String asFound, String asLeft,
        Signature signature, LocalDate nextDueOn, Instant recordedAt) {

    public static final String ID_PREFIX = "cal";

    public enum Result {
        PASS, FAIL;

        public static final String PATTERN = "pass|fail";

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** What the piece's view shows of its last calibration. */
    public record Last(String id, LocalDate performedOn, Result result) {
    }

    Last last() {
        return new Last(id, performedOn, result);
    }
}
