package com.pharmaerp.api.integrations.events;

import java.util.List;

import com.pharmaerp.api.platform.security.ScopeProvider;

/** Reading the event feed, and managing the endpoints it is delivered to. */
public final class EventScopes implements ScopeProvider {

    public static final String EVENTS_READ = "events:read";
    public static final String WEBHOOKS_READ = "webhooks:read";
    public static final String WEBHOOKS_WRITE = "webhooks:write";

    @Override
    public List<String> scopes() {
        return List.of(EVENTS_READ, WEBHOOKS_READ, WEBHOOKS_WRITE);
    }
}
