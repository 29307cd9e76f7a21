package com.pharmaerp.api.platform.files;

import java.util.List;

import com.pharmaerp.api.platform.security.ScopeProvider;

/** Uploading and reading files; attaching one to a record takes the record's module write scope instead. */
public final class FilesScopes implements ScopeProvider {

    public static final String READ = "files:read";
    public static final String WRITE = "files:write";

    @Override
    public List<String> scopes() {
        return List.of(READ, WRITE);
    }
}
