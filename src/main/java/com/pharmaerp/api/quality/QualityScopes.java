package com.pharmaerp.api.quality;

import java.util.List;

import com.pharmaerp.api.platform.security.ScopeProvider;

/** The quality module's scopes. */
public final class QualityScopes implements ScopeProvider {

    public static final String READ = "quality:read";
    public static final String WRITE = "quality:write";

    @Override
    public List<String> scopes() {
        return List.of(READ, WRITE);
    }
}
