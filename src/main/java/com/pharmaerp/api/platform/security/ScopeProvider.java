package com.pharmaerp.api.platform.security;

import java.util.List;

/**
 * The scopes one part of the service defines (the platform's, or a module's). Implementations are
 * listed in {@code META-INF/services/com.pharmaerp.api.platform.security.ScopeProvider}, so the
 * keys command, which runs without the container, knows them too; the platform lists none of a
 * module's scopes itself.
 */
public interface ScopeProvider {

    List<String> scopes();
}
