package com.pharmaerp.api.platform.users;

import java.util.Map;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Someone who did a step of a record, as documents name them: their id and printed name. */
@Schema(name = "Person")
public record Person(String userId,
        @Schema(description = "Their printed name now; null for a user no longer on record.", nullable = true, maxLength = 200)
        String printedName) {

    /** @param printedNames by user id; a user removed since keeps their id, with no name */
    public static Person of(String userId, Map<String, String> printedNames) {
        return userId == null ? null : new Person(userId, printedNames.get(userId));
    }
}
