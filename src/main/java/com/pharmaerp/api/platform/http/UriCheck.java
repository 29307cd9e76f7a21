package com.pharmaerp.api.platform.http;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.vertx.core.http.HttpServerRequest;

/**
 * Refuses a URL that carries a NUL character (only possible percent-encoded): no id or filter value
 * holds one, and PostgreSQL would refuse it in a query as a server error.
 */
final class UriCheck {

    private UriCheck() {
    }

    /** @throws ProblemException 400 bad_request for %00 anywhere in the path or query */
    static void check(HttpServerRequest request) {
        if (request.uri().contains("%00")) {
            throw new ProblemException(PlatformProblem.BAD_REQUEST,
                    "The URL contains a NUL character (%00), which no id or query value may hold.");
        }
    }
}
