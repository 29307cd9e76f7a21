package com.pharmaerp.api.platform.http;

import jakarta.ws.rs.core.MediaType;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;

/**
 * Refuses a Content-Type that is not a media type before Quarkus REST parses it while matching
 * (where the parse error would surface as a 500), whatever the method: a GET may carry one too.
 */
final class ContentTypeCheck {

    private ContentTypeCheck() {
    }

    /** @throws ProblemException 400 bad_request for a Content-Type that does not parse */
    static void check(HttpServerRequest request) {
        String contentType = request.getHeader(HttpHeaders.CONTENT_TYPE);
        if (contentType == null) {
            return;
        }
        try {
            MediaType.valueOf(contentType);
        } catch (IllegalArgumentException e) {
            throw new ProblemException(PlatformProblem.BAD_REQUEST,
                    "The Content-Type header is not a media type (type/subtype, e.g. application/json).");
        }
    }
}
