package com.pharmaerp.api.platform.users;

import java.time.LocalDate;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * A course a signature relied on, with the signer's newest training record of it: stored with a
 * signature that passed. While the signature is being checked the dates are null for a course the
 * signer never completed.
 */
@Schema(name = "Qualification")
@RegisterForReflection // stored inside a signature's JSON
public record Qualification(@Schema(maxLength = 40) String courseCode, LocalDate completedOn,
        @Schema(description = "The first business date on which the record no longer counts.") LocalDate expiresOn) {

    /** A record counts on the business dates before its expiry; on {@code expiresOn} and after it has expired. */
    public static boolean currentOn(LocalDate expiresOn, LocalDate businessDate) {
        return businessDate.isBefore(expiresOn);
    }

    /** Whether the signer holds a record of the course at all. */
    public boolean held() {
        return expiresOn != null;
    }

    public boolean currentOn(LocalDate businessDate) {
        return held() && currentOn(expiresOn, businessDate);
    }
}
