package com.pharmaerp.api.platform.files;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happens to files: one is uploaded, and it is attached to records. */
public sealed interface FileEvent extends Event {

    @Override
    default String reason() {
        return null;
    }

    /** The audited fields of an uploaded file. */
    record FileState(String filename, String contentType, long size, String sha256) {
    }

    /** The audited fields of an attachment, on the record it is attached to. */
    record AttachmentState(String id, String entityType, String entityId, String fileId, String sha256, String description) {
    }

    record Uploaded(String entityId, FileState after) implements FileEvent {

        public static final EventType TYPE = new EventType("file.uploaded", "Someone uploaded a file: its bytes are stored "
                + "and its SHA-256 recorded; it is never changed or deleted.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String entityType() {
            return StoredFile.NOUN;
        }

        @Override
        public FileState before() {
            return null;
        }
    }

    /** Recorded on the record the file is attached to, so the record's trail shows its evidence. */
    record AttachmentAdded(String entityType, String entityId, AttachmentState after) implements FileEvent {

        public static final EventType TYPE = new EventType("attachment.added", "A file was attached to a record as its "
                + "evidence (entityType, entityId, fileId, sha256); an attachment is never removed.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public AttachmentState before() {
            return null;
        }
    }
}
