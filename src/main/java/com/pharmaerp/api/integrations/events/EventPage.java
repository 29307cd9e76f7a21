package com.pharmaerp.api.integrations.events;

import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Page;

/** A page of the feed, oldest first: {@code {"items": [...], "nextAfter": <last sequence returned> | null}}. */
@Schema(name = "EventPage")
public record EventPage(
        @Schema(maxItems = Page.MAX_LIMIT) List<EventView> items,
        @Schema(nullable = true, minimum = "1", maximum = "9223372036854775807",
                description = "The sequence of the last event returned, to pass as after for the next page; null when the page "
                        + "is empty (keep the after you sent and ask again later).") Long nextAfter) {

    public static EventPage of(List<EventView> items) {
        return new EventPage(items, items.isEmpty() ? null : items.get(items.size() - 1).sequence());
    }
}
