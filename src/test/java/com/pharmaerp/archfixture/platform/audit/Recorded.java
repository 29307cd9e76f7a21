package com.pharmaerp.archfixture.platform.audit;

import java.util.List;

/** Stands for the platform's Recorded, which nothing may call. */
public final class Recorded {

    private Recorded() {
    }

    public static List<Object> of(Object... namesAndValues) {
        return List.of(namesAndValues);
    }
}
