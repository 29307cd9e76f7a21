package com.pharmaerp.api.training;

import java.util.List;

import com.pharmaerp.api.platform.security.ScopeProvider;

/** Training's scopes: courses, training records, requirements and a user's qualifications. */
public final class TrainingScopes implements ScopeProvider {

    public static final String READ = "training:read";
    public static final String WRITE = "training:write";

    @Override
    public List<String> scopes() {
        return List.of(READ, WRITE);
    }
}
