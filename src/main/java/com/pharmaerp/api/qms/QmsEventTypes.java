package com.pharmaerp.api.qms;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;
import com.pharmaerp.api.qms.domain.RecallEvent;

/** The quality-management system's events: its recalls. */
public final class QmsEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
                RecallEvent.Opened.TYPE,
                RecallEvent.Closed.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("recall", "/v1/recalls");
    }
}
