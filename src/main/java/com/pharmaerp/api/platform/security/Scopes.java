package com.pharmaerp.api.platform.security;

import java.util.List;
import java.util.ServiceLoader;
import java.util.TreeSet;

/** Every scope an operation can require, gathered from the {@link ScopeProvider}s on the class path. */
public final class Scopes {

    private static final List<String> ALL = load();

    private Scopes() {
    }

    /** Sorted; a key created without a scope list gets all of them. */
    public static List<String> all() {
        return ALL;
    }

    private static List<String> load() {
        TreeSet<String> scopes = new TreeSet<>();
        ServiceLoader.load(ScopeProvider.class, Scopes.class.getClassLoader()).forEach(p -> scopes.addAll(p.scopes()));
        return List.copyOf(scopes);
    }
}
