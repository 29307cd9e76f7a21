package com.pharmaerp.api.platform.files;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of POST /v1/&lt;collection&gt;/{id}/attachments. */
@Schema(name = "AttachmentRequest")
public record AttachmentRequest(
        @NotNull @Size(max = 40) @Pattern(regexp = "file_[A-Za-z0-9]{16}", message = "must be a file id")
        @Schema(description = "A file uploaded with POST /v1/files.", examples = "file_3kP9xQ2mZ7vB1cD4") String fileId,
        @Size(max = Attachments.MAX_DESCRIPTION) @Schema(description = "What the file shows, e.g. Supplier CoA.",
                nullable = true) String description) {
}
