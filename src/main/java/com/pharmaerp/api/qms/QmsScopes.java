package com.pharmaerp.api.qms;

import java.util.List;

import com.pharmaerp.api.platform.security.ScopeProvider;

/** The quality-management system's scopes; recalls keep answering to the warehouse's, so no key breaks. */
public final class QmsScopes implements ScopeProvider {

    public static final String READ = "qms:read";
    public static final String WRITE = "qms:write";

    @Override
    public List<String> scopes() {
        return List.of(READ, WRITE);
    }
}
