package com.pharmaerp.api.qms;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** The quality-management system's events: its recalls. */
public final class QmsEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
                new EventType("recall.opened", "QA opened a recall of a lot with a signature: every lot made from it "
                        + "was found, those in quarantine or released were held (each its own lot.held event), and "
                        + "every shipment and customer that received one is listed."),
                new EventType("recall.closed", "QA closed the recall with a signature; no lot was released by it."));
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("recall", "/v1/recalls");
    }
}
