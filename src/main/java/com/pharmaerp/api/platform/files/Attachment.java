package com.pharmaerp.api.platform.files;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A file attached to a record, with the file's facts; never removed. */
@Schema(name = "Attachment")
public record Attachment(
        @Schema(maxLength = 40, examples = "att_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 40, examples = "file_3kP9xQ2mZ7vB1cD4") String fileId,
        @Schema(maxLength = FileRules.MAX_FILENAME_LENGTH * 4) String filename,
        @Schema(maxLength = 100) String contentType,
        @Schema(description = "Bytes.", minimum = "1", maximum = "26214400") long size,
        @Schema(maxLength = 64, description = "SHA-256 of the bytes, hexadecimal.") String sha256,
        @Schema(maxLength = Attachments.MAX_DESCRIPTION, nullable = true) String description,
        Instant attachedAt,
        @Schema(maxLength = 40) String attachedBy) {

    public static final String PREFIX = "att";

    /** What a signature binds of it: the file, its name (what a printed document shows) and the hash of its bytes. */
    public Evidence evidence() {
        return new Evidence(fileId, filename, sha256);
    }

    /** A file a signature was given over, by its hash at signing. */
    @Schema(name = "SignedEvidence")
    public record Evidence(@Schema(maxLength = 40) String fileId,
            @Schema(maxLength = FileRules.MAX_FILENAME_LENGTH * 4) String filename,
            @Schema(maxLength = 64, description = "SHA-256 of the bytes, hexadecimal.") String sha256) {
    }
}
