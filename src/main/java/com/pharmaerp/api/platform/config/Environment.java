package com.pharmaerp.api.platform.config;

import java.util.Locale;

/** The two deployments the spec defines; one artifact serves either, configuration says which. */
public enum Environment {
    PRODUCTION,
    SANDBOX;

    /** The lower-case name used in configuration, payloads and key records. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Environment fromId(String id) {
        for (Environment environment : values()) {
            if (environment.id().equals(id)) {
                return environment;
            }
        }
        throw new IllegalArgumentException("unknown environment '" + id + "' (expected production or sandbox)");
    }
}
