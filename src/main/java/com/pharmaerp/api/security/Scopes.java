package com.pharmaerp.api.security;

import java.util.List;

/** The permissions a key can carry; each operation names the one it needs with {@link RequiresScope}. */
public final class Scopes {

    public static final String HEALTH_READ = "health:read";

    /** Every scope an operation can require; new keys get all of them unless told otherwise. */
    public static final List<String> ALL = List.of(HEALTH_READ);

    private Scopes() {
    }
}
