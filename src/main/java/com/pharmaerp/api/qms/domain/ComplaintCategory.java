package com.pharmaerp.api.qms.domain;

import java.util.Locale;

/** What a complaint reports; the reporting rules are chosen by it. */
public enum ComplaintCategory {
    QUALITY_DEFECT, ADVERSE_EVENT, SUSPECTED_FALSIFICATION, PACKAGING, OTHER;

    public static final String PATTERN = "quality_defect|adverse_event|suspected_falsification|packaging|other";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ComplaintCategory of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
