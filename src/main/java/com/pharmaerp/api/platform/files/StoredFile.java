package com.pharmaerp.api.platform.files;

import java.time.Instant;
import java.util.List;

/**
 * An uploaded file: its name and type as given, its size and SHA-256 as stored, and the records it is
 * attached to. Never changed after the upload.
 */
public record StoredFile(String id, String filename, String contentType, long size, String sha256, Instant createdAt,
        String createdBy, List<AttachedTo> attachedTo) {

    public static final String PREFIX = "file";
    public static final String NOUN = "file";

    /** A record the file is attached to. */
    public record AttachedTo(String entityType, String entityId) {
    }
}
