package com.pharmaerp.api.platform.http;

import com.pharmaerp.api.platform.problem.FailureTranslators;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemType;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.problem.ProblemRenderer;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import jakarta.ws.rs.core.HttpHeaders;

import org.jboss.logging.Logger;

import com.pharmaerp.api.platform.requestid.RequestIds;
import com.pharmaerp.api.platform.versioning.ApiVersions;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Problem responses for failures in the HTTP layer, outside Quarkus REST: a route handler that
 * fails or throws, or a status the router sets itself (e.g. a body over the size limit).
 * Without this, those would get the framework's own error page.
 */
@Singleton
public class RouterProblemHandler {

    private static final Logger LOG = Logger.getLogger(RouterProblemHandler.class);
    private static final int ROUTE_ORDER = Integer.MIN_VALUE + 100;

    private final ProblemRenderer renderer;
    private final FailureTranslators translators;

    public RouterProblemHandler(ProblemRenderer renderer, FailureTranslators translators) {
        this.renderer = renderer;
        this.translators = translators;
    }

    void register(@Observes Router router) {
        router.route().order(ROUTE_ORDER).failureHandler(this::handle);
    }

    void handle(RoutingContext routing) {
        if (routing.response().ended()) {
            return; // already answered (e.g. timed out); the mapper has logged the late completion
        }
        if (routing.failure() instanceof ProblemException problem) {
            write(routing, problem);
            return;
        }
        if (routing.failure() instanceof Refusal refusal) {
            write(routing, new ProblemException(refusal.code(), refusal.detail(), refusal.errors()));
            return;
        }
        var translated = translators.translate(routing.failure());
        if (translated.isPresent()) {
            write(routing, translated.get());
            return;
        }
        int status = routing.statusCode() >= 400 ? routing.statusCode() : 500;
        ProblemType code = PlatformProblem.forStatus(status);
        if (code == PlatformProblem.INTERNAL_ERROR) {
            LOG.errorf(routing.failure(), "Unhandled error in the HTTP layer (requestId %s)", RequestIds.ensure(routing));
        }
        write(routing, new ProblemException(code, detailFor(status)));
    }

    /** Answers the request with the problem, unless a response has already begun. */
    public void write(RoutingContext routing, ProblemException e) {
        HttpServerResponse response = routing.response();
        if (response.headWritten()) {
            // Too late for a problem body; all that is left is to end the exchange.
            if (!response.ended()) {
                response.reset();
            }
            return;
        }
        String path = routing.request().path();
        Problem problem = renderer.problem(e.code(), e.detail(), path == null ? "" : path, RequestIds.ensure(routing), null);
        if (response.headers().get(ApiVersions.HEADER) == null) {
            response.putHeader(ApiVersions.HEADER, ApiVersions.PUBLISHED.current().label());
        }
        e.headers().forEach(response::putHeader);
        response.setStatusCode(e.code().status())
                .putHeader(HttpHeaders.CONTENT_TYPE, ProblemRenderer.MEDIA_TYPE)
                .putHeader(HttpHeaders.CACHE_CONTROL, "no-store")
                .end(Buffer.buffer(renderer.toBytes(problem)));
    }

    private static String detailFor(int status) {
        return switch (status) {
            case 400 -> "The request could not be parsed: check the path's percent-encoding and the request syntax.";
            case 404 -> "There is no resource at this path.";
            case 405 -> "The method is not allowed on this resource.";
            case 413 -> "The request body is larger than this service accepts.";
            case 414 -> "The request URI is longer than this service accepts.";
            case 431 -> "The request's header fields are larger than this service accepts.";
            case 503 -> "The service cannot process the request right now. Retry shortly.";
            default -> "The service failed to process the request. Quote the requestId when contacting support.";
        };
    }
}
