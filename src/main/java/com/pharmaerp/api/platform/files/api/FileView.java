package com.pharmaerp.api.platform.files.api;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.files.FileRules;
import com.pharmaerp.api.platform.files.StoredFile;

@Schema(name = "File", description = "An uploaded file; never changed or deleted.")
public record FileView(
        @Schema(maxLength = 40, examples = "file_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = FileRules.MAX_FILENAME_LENGTH * 4, examples = "coa-4711.pdf") String filename,
        @Schema(maxLength = 100, examples = "application/pdf") String contentType,
        @Schema(description = "Bytes.", minimum = "1", maximum = "26214400") long size,
        @Schema(maxLength = 64, description = "SHA-256 of the bytes, hexadecimal; the content's ETag.") String sha256,
        Instant createdAt,
        @Schema(maxLength = 40) String createdBy,
        @Schema(maxItems = 10000, description = "The records the file is attached to, oldest first.")
        List<AttachedToView> attachedTo) {

    @Schema(name = "FileAttachedTo")
    public record AttachedToView(@Schema(maxLength = 40, examples = "goods_receipt") String entityType,
            @Schema(maxLength = 40) String entityId) {
    }

    public static FileView of(StoredFile file) {
        return new FileView(file.id(), file.filename(), file.contentType(), file.size(), file.sha256(), file.createdAt(),
                file.createdBy(), file.attachedTo().stream().map(a -> new AttachedToView(a.entityType(), a.entityId()))
                        .toList());
    }
}
