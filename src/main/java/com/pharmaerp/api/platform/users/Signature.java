package com.pharmaerp.api.platform.users;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.pharmaerp.api.platform.files.Attachment;
import com.pharmaerp.api.platform.persistence.StoredJson;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** A stored e-signature, shown wherever the signed record is read. */
@Schema(name = "Signature")
@RegisterForReflection // also stored and read by a mapper of its own: native images need it registered
public record Signature(
        String userId,
        @Schema(description = "The signer's printed name at signing.", maxLength = 200) String printedName,
        @Schema(enumeration = { "approval", "rejection", "verification", "review", "responsibility" }) String meaning,
        @Schema(maxLength = 2000) String reason,
        @Schema(description = "UTC.") Instant signedAt,
        @Schema(description = "The version of the record the signer saw and signed.", minimum = "1") int version,
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        @Schema(description = "The courses a training requirement of the signed record's entity type and meaning asked "
                + "for, with the signer's records the signature relied on; absent where none applied.", maxItems = 100)
        List<Qualification> qualifications,
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        @Schema(description = "The files attached to the signed record when it was signed, each with the SHA-256 of its "
                + "bytes: the evidence the signature binds (21 CFR 11.70). Absent when the record had none.", maxItems = 1000)
        List<Attachment.Evidence> attachments) {

    public Signature {
        qualifications = qualifications == null ? List.of() : List.copyOf(qualifications);
        attachments = attachments == null ? List.of() : List.copyOf(attachments);
    }

    /** A signature that relied on no training record and binds no file. */
    public Signature(String userId, String printedName, String meaning, String reason, Instant signedAt, int version) {
        this(userId, printedName, meaning, reason, signedAt, version, List.of(), List.of());
    }

    /** A signature that relied on these training records, binding no file yet. */
    public Signature(String userId, String printedName, String meaning, String reason, Instant signedAt, int version,
            List<Qualification> qualifications) {
        this(userId, printedName, meaning, reason, signedAt, version, qualifications, List.of());
    }

    /** The same signature, binding the files attached to its record at signing. */
    public Signature binding(List<Attachment.Evidence> evidence) {
        return new Signature(userId, printedName, meaning, reason, signedAt, version, qualifications, evidence);
    }

    /** The form kept in a signed record's column. */
    public String toJson() {
        return StoredJson.write(this);
    }

    /** The stored form of a signature that may be missing: null for none. */
    public static String stored(Signature signature) {
        return signature == null ? null : signature.toJson();
    }

    /** @return null for no signature */
    public static Signature fromJson(String json) {
        if (json == null) {
            return null;
        }
        return StoredSignatures.read(json);
    }
}
