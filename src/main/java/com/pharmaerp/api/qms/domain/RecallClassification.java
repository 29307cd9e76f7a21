package com.pharmaerp.api.qms.domain;

import java.util.Locale;

/** FDA's recall classes (21 CFR 7.3(m)): class 1 the most serious health hazard, class 3 the least. */
public enum RecallClassification {
    CLASS_1, CLASS_2, CLASS_3;

    public static final String PATTERN = "class_1|class_2|class_3";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The constant a stored lower-case id names. */
    public static RecallClassification of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
