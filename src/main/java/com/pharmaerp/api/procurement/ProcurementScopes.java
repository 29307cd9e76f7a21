package com.pharmaerp.api.procurement;

import java.util.List;

import com.pharmaerp.api.platform.security.ScopeProvider;

/** The procurement module's scopes. */
public final class ProcurementScopes implements ScopeProvider {

    public static final String READ = "procurement:read";
    public static final String WRITE = "procurement:write";

    @Override
    public List<String> scopes() {
        return List.of(READ, WRITE);
    }
}
