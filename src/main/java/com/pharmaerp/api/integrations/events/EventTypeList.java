package com.pharmaerp.api.integrations.events;

import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.audit.EventType;

/** The catalogue as {@code GET /v1/event-types} answers it: {@code {"items": [{"type", "description"}]}}. */
@Schema(name = "EventTypeList")
public record EventTypeList(@Schema(maxItems = EventTypeList.MAX_ITEMS) List<EventType> items) {

    /** A bound for the document (OWASP asks one of every array), far above the catalogue's size. */
    static final int MAX_ITEMS = 1000;
}
