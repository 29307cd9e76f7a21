package com.pharmaerp.api.platform.users;

import java.util.List;

import com.pharmaerp.api.platform.security.ScopeProvider;

/** Managing the people of a tenant. */
public final class UsersScopes implements ScopeProvider {

    public static final String READ = "users:read";
    public static final String WRITE = "users:write";

    @Override
    public List<String> scopes() {
        return List.of(READ, WRITE);
    }
}
