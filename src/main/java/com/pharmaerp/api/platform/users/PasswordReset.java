package com.pharmaerp.api.platform.users;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** An admin's reset of a user's password; it also unlocks the user. */
@Schema(name = "PasswordReset")
public record PasswordReset(
        @NotNull @Size(min = 12, max = PasswordHasher.MAX_BYTES, message = "must be 12 to 72 characters")
        @Schema(writeOnly = true) String password) {

    @Override
    public String toString() {
        return "PasswordReset[]"; // never the password
    }
}
