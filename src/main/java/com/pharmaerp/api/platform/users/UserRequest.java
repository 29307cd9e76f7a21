package com.pharmaerp.api.platform.users;

import java.util.List;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A new user, with the initial password the person then uses to sign. */
@Schema(name = "UserInput")
public record UserRequest(
        @NotBlank @Pattern(regexp = "[a-z0-9][a-z0-9._-]{2,39}", message = "3 to 40 of a-z, 0-9, '.', '_', '-'")
        @Schema(description = "Unique per tenant; never changes.", examples = "a.meyer", maxLength = 40) String username,
        @NotBlank @Size(max = 200) @Schema(description = "The name printed with the person's signatures.",
                examples = "Anna Meyer") String printedName,
        @NotEmpty @Size(max = 8) List<@NotNull @Size(max = 20) @KnownRole String> roles,
        @NotNull @Size(min = 12, max = PasswordHasher.MAX_BYTES, message = "must be 12 to 72 characters")
        @Schema(description = "Initial password, 12 to 72 characters; stored only as a bcrypt hash, never returned.",
                writeOnly = true) String password) {

    @Override
    public String toString() {
        return "UserRequest[username=" + username + ", roles=" + roles + "]"; // never the password
    }
}
