package com.pharmaerp.api.warehouse;

import java.util.List;

import com.pharmaerp.api.platform.security.ScopeProvider;

/** The warehouse module's scopes. */
public final class WarehouseScopes implements ScopeProvider {

    public static final String READ = "warehouse:read";
    public static final String WRITE = "warehouse:write";

    @Override
    public List<String> scopes() {
        return List.of(READ, WRITE);
    }
}
