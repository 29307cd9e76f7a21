package com.pharmaerp.api.platform.users;

import java.util.Locale;

/** What a signature means (21 CFR Part 11 §11.50); each signed action fixes one. */
public enum Meaning {
    APPROVAL, REJECTION, VERIFICATION, REVIEW, RESPONSIBILITY;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
