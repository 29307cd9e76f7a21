package com.pharmaerp.api.platform.sandbox;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** The events of the sandbox business clock, one per tenant. */
public final class SandboxClockEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
                new EventType("sandbox_clock.set", "An admin set the tenant's sandbox business time, which runs on at "
                        + "real speed from there: every date rule of the tenant reads it."),
                new EventType("sandbox_clock.reset", "An admin returned the tenant's sandbox business time to real time."));
    }

    /** The clock is the tenant's own, read at /v1/sandbox/clock without an id: it has no record path. */
    @Override
    public Map<String, String> recordPaths() {
        return Map.of();
    }
}
