package com.pharmaerp.api.production;

import java.util.List;

import com.pharmaerp.api.platform.security.ScopeProvider;

/** The production module's scopes. */
public final class ProductionScopes implements ScopeProvider {

    public static final String READ = "production:read";
    public static final String WRITE = "production:write";

    @Override
    public List<String> scopes() {
        return List.of(READ, WRITE);
    }
}
