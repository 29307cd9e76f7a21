package com.pharmaerp.api.quality.domain;

import java.util.Locale;

/** draft → approved (QA signs) → superseded (when a later revision is approved). */
public enum SpecificationStatus {
    DRAFT, APPROVED, SUPERSEDED;

    public static final String PATTERN = "draft|approved|superseded";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static SpecificationStatus of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
