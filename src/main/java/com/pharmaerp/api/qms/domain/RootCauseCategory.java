package com.pharmaerp.api.qms.domain;

import java.util.Locale;

/** Where an investigation found the cause: the same values a deviation's investigation takes. */
public enum RootCauseCategory {
    HUMAN_ERROR, EQUIPMENT, MATERIAL, METHOD, ENVIRONMENT, PROCESS, UNKNOWN;

    public static final String PATTERN = "human_error|equipment|material|method|environment|process|unknown";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static RootCauseCategory of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
