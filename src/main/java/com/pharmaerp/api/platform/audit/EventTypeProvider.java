package com.pharmaerp.api.platform.audit;

import java.util.List;
import java.util.Map;

/**
 * The event types one part of the service emits (the platform's, or a module's), and where its
 * records are read. Implementations are listed in
 * {@code META-INF/services/com.pharmaerp.api.platform.audit.EventTypeProvider}; the platform lists
 * none of a module's types itself.
 */
public interface EventTypeProvider {

    List<EventType> eventTypes();

    /**
     * Each entity type this part records events of, with the path its records are read at, e.g.
     * {@code lot} to {@code /v1/lots}; an entity type without a {@code GET} of its own is absent.
     */
    Map<String, String> recordPaths();
}
