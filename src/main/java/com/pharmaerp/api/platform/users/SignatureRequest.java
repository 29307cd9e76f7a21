package com.pharmaerp.api.platform.users;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * An e-signature as the signer enters it on every signed call: both components (username and
 * password, 21 CFR Part 11 §11.200), the meaning the action fixes, and why.
 */
@Schema(name = "SignatureInput")
public record SignatureRequest(
        @NotBlank @Size(max = 40) @Schema(description = "The acting user's own username.") String username,
        @NotNull @Size(max = PasswordHasher.MAX_BYTES) @Schema(writeOnly = true) String password,
        @NotNull @Pattern(regexp = "approval|rejection|verification|review|responsibility",
                message = "must be approval, rejection, verification, review or responsibility")
        @Schema(description = "Fixed by the action, e.g. approval to grant access.", maxLength = 20) String meaning,
        @NotBlank @Size(max = 2000) String reason) {

    @Override
    public String toString() {
        return "SignatureRequest[username=" + username + ", meaning=" + meaning + "]"; // never the password
    }
}
