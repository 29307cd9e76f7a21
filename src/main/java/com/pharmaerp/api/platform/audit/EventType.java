package com.pharmaerp.api.platform.audit;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * One kind of event the service emits: its type (the audit action, e.g. {@code lot.released}) and
 * a sentence saying when it happens.
 */
@Schema(name = "EventType")
public record EventType(@Schema(examples = "lot.released", maxLength = 60) String type,
        @Schema(maxLength = 300) String description) {
}
