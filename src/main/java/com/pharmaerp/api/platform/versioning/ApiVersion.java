package com.pharmaerp.api.platform.versioning;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * One published API version and where it is in its life: current, deprecated (with a sunset
 * date) or retired. Changing a version's state is a one-line edit of {@link ApiVersions#PUBLISHED}.
 */
public record ApiVersion(int major, int minor, Instant deprecatedAt, Instant sunsetAt, boolean retired) {

    public static ApiVersion of(int major, int minor) {
        return new ApiVersion(major, minor, null, null, false);
    }

    /** Announces the end of this version: Deprecation and Sunset headers on every response it serves. */
    public ApiVersion deprecate(String deprecatedOn, String sunsetOn) {
        return new ApiVersion(major, minor, startOfDay(deprecatedOn), startOfDay(sunsetOn), false);
    }

    /** Stops serving this version: requests for it get 410 api_version_retired. */
    public ApiVersion retire() {
        return new ApiVersion(major, minor, deprecatedAt, sunsetAt, true);
    }

    public boolean isDeprecated() {
        return deprecatedAt != null;
    }

    /** The form used in the response header, e.g. {@code 1.0}. */
    public String label() {
        return major + "." + minor;
    }

    private static Instant startOfDay(String isoDate) {
        return LocalDate.parse(isoDate).atStartOfDay(ZoneOffset.UTC).toInstant();
    }
}
