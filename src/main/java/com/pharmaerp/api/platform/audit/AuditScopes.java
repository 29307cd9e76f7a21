package com.pharmaerp.api.platform.audit;

import java.util.List;

import com.pharmaerp.api.platform.security.ScopeProvider;

/** Reading the audit trail; nobody writes it but the service itself. */
public final class AuditScopes implements ScopeProvider {

    public static final String READ = "audit:read";

    @Override
    public List<String> scopes() {
        return List.of(READ);
    }
}
