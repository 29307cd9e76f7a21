package com.pharmaerp.api.integrations.events;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.audit.repository.AuditEventRepository;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** The tenant's audit trail read as a feed of events, oldest first. */
@ApplicationScoped
public class EventFeed {

    static final String NOUN = "event";

    private final AuditEventRepository events;
    private final ObjectMapper mapper;

    public EventFeed(AuditEventRepository events, ObjectMapper mapper) {
        this.events = events;
        this.mapper = mapper;
    }

    /** @param types patterns as {@link EventTypePatterns} validated them; null for every type */
    public Uni<EventPage> list(UnitOfWork work, long afterSequence, List<String> types, int limit) {
        return events.feed(work, afterSequence, EventTypePatterns.likes(types), limit)
                .map(rows -> EventPage.of(rows.stream().limit(limit).map(event -> EventView.of(event, mapper)).toList()));
    }

    public Uni<EventView> get(UnitOfWork work, String id) {
        return Found.require(AuditTrail.ID_PREFIX, id, NOUN, () -> events.find(work, id))
                .map(event -> EventView.of(event, mapper));
    }
}
