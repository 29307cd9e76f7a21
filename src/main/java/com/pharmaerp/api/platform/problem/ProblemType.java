package com.pharmaerp.api.platform.problem;

import java.util.Locale;

/**
 * A kind of problem the service answers with: its HTTP status, fixed title and stable code.
 * The platform declares its own ({@link PlatformProblem}); each module declares its codes in an
 * enum of its own implementing this interface, so the platform never lists them. A code is part
 * of the public contract: add new ones, never rename or reuse one, and a code has one status.
 */
public interface ProblemType {

    int status();

    String title();

    /** Enums implement this for free; the code is derived from it. */
    String name();

    /** The stable snake_case code, e.g. {@code api_key_revoked}. */
    default String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
