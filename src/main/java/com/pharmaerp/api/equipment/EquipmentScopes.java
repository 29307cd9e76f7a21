package com.pharmaerp.api.equipment;

import java.util.List;

import com.pharmaerp.api.platform.security.ScopeProvider;

/** Equipment's scopes: the pieces, their cleanings, calibrations, maintenance and logbook. */
public final class EquipmentScopes implements ScopeProvider {

    public static final String READ = "equipment:read";
    public static final String WRITE = "equipment:write";

    @Override
    public List<String> scopes() {
        return List.of(READ, WRITE);
    }
}
