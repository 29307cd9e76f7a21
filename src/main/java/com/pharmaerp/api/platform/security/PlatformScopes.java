package com.pharmaerp.api.platform.security;

import java.util.List;

/** The scopes of the platform's own operations. */
public final class PlatformScopes implements ScopeProvider {

    public static final String HEALTH_READ = "health:read";

    @Override
    public List<String> scopes() {
        return List.of(HEALTH_READ);
    }
}
