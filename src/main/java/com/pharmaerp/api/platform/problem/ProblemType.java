package com.pharmaerp.api.platform.problem;

import java.util.Objects;

/**
 * A kind of problem the service answers with: its stable snake_case code, HTTP status and fixed
 * title. The platform declares its own as constants ({@link PlatformProblem}); each module
 * declares its codes in a holder class of its own, so the platform never lists them. A code is
 * part of the public contract: add new ones, never rename or reuse one, and a code has one status.
 */
public record ProblemType(String code, int status, String title) {

    public ProblemType {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(title, "title");
        if (!code.matches("[a-z][a-z0-9_]*") || status < 400 || status > 599) {
            throw new IllegalArgumentException("a problem code is snake_case with a 4xx or 5xx status: " + code + " " + status);
        }
    }
}
