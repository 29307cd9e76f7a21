package com.pharmaerp.api.platform.users;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A stored e-signature, shown wherever the signed record is read. */
@Schema(name = "Signature")
public record Signature(
        String userId,
        @Schema(description = "The signer's printed name at signing.") String printedName,
        String meaning, String reason,
        @Schema(description = "UTC.") Instant signedAt,
        @Schema(description = "The version of the record the signer saw and signed.") int version) {
}
