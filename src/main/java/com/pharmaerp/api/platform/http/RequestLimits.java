package com.pharmaerp.api.platform.http;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.quarkus.runtime.ShutdownEvent;
import io.vertx.core.Context;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.impl.ContextInternal;
import io.vertx.ext.web.RoutingContext;

/**
 * Size and time limits of the public port, answered as problems before any work is done:
 * URI (414), header fields (431), declared body length (413) and the request deadline (503
 * timeout). The HTTP codec has higher limits of its own (application.properties) as a backstop;
 * a request beyond those is refused by the codec with a bare status and a closed connection.
 * <p>
 * The deadline is kept by one sweep per event loop, run every twentieth of the timeout (at most a
 * tenth of a second), over the requests that loop left unanswered: a timer armed and cancelled per
 * request cost a measurable share of a small read (docs/benchmarks.md).
 */
@Singleton
public class RequestLimits {

    /** ": " between name and value, CRLF after it, as the header occupies the wire. */
    private static final int HEADER_LINE_OVERHEAD = 4;

    /** Where Quarkus REST reads the largest body it streams without a Content-Length (VertxInputStream). */
    static final String STREAMED_BODY_LIMIT = "io.quarkus.max-request-size";

    private final ErpConfig.Limits limits;
    private final RouterProblemHandler problems;
    private final List<LargerBody> largerBodies;
    private final long timeoutNanos;
    private final long sweepMillis;
    private final Set<Sweep> sweeps = ConcurrentHashMap.newKeySet();

    public RequestLimits(ErpConfig config, RouterProblemHandler problems, Instance<LargerBody> largerBodies) {
        this.limits = config.limits();
        this.problems = problems;
        this.largerBodies = largerBodies.stream().toList();
        this.timeoutNanos = limits.requestTimeout().toNanos();
        this.sweepMillis = sweepMillis(limits.requestTimeout().toMillis());
    }

    /** How often a loop's sweep runs: a twentieth of the timeout, between 10 ms and 100 ms. */
    static long sweepMillis(long timeoutMillis) {
        return Math.max(10, Math.min(100, timeoutMillis / 20));
    }

    /** The largest body of this request: the public port's limit unless its route takes a larger one. */
    public long maxBodyBytes(HttpServerRequest request) {
        for (LargerBody route : largerBodies) {
            long larger = route.maxBodyBytes(request);
            if (larger >= 0) {
                return larger;
            }
        }
        return limits.maxBodyBytes();
    }

    /**
     * Sets the limit of a body sent without Content-Length to this request's own, after the HTTP layer set
     * its codec-wide backstop. A route with a larger body counts its bytes itself and answers 413 as a
     * problem; the layer's cut (a bare 413) stays only as a backstop at twice its limit.
     */
    void limitStreamedBody(RoutingContext routing) {
        long max = maxBodyBytes(routing.request());
        routing.put(STREAMED_BODY_LIMIT, max == limits.maxBodyBytes() ? max : 2 * max);
        routing.next();
    }

    /**
     * Answers the request with 503 timeout if it has not been answered within the deadline (found by
     * its event loop's next sweep after it). Called on the request's event loop, as every route handler is.
     */
    public void armDeadline(RoutingContext routing) {
        ContextInternal request = (ContextInternal) routing.vertx().getOrCreateContext();
        ContextInternal loop = request.unwrap();
        Sweep sweep = (Sweep) loop.contextData().get(this);
        if (sweep == null) {
            sweep = new Sweep(loop);
            loop.contextData().put(this, sweep);
            sweeps.add(sweep);
        }
        sweep.watch(new Pending(routing, request, System.nanoTime() + timeoutNanos));
    }

    /** A restart in the same Vert.x (dev mode) leaves no sweep of this instance running. */
    void stopSweeps(@Observes ShutdownEvent shutdown) {
        sweeps.forEach(Sweep::stop);
        sweeps.clear();
    }

    private void timeOut(RoutingContext routing) {
        if (routing.response().ended()) {
            return;
        }
        problems.write(routing, new ProblemException(PlatformProblem.TIMEOUT, "The request took longer than "
                + limits.requestTimeout().toSeconds() + " s and was abandoned. It may or may not have taken "
                + "effect; check before retrying anything that is not idempotent.", Map.of("Retry-After", "1")));
    }

    private record Pending(RoutingContext routing, Context context, long deadlineNanos) {
    }

    /**
     * The requests one event loop left unanswered, in the order they came, so in deadline order. Only that
     * loop's thread touches the list; an answered request is dropped at the next sweep, so the list holds
     * at most a sweep's worth of requests besides those still running.
     */
    private final class Sweep {

        private final ContextInternal loop;
        private final long timer;
        private ArrayList<Pending> pending = new ArrayList<>();

        Sweep(ContextInternal loop) {
            this.loop = loop;
            this.timer = loop.setPeriodic(sweepMillis, ignored -> sweep());
        }

        void watch(Pending request) {
            pending.add(request);
        }

        private void sweep() {
            long now = System.nanoTime();
            ArrayList<Pending> running = new ArrayList<>();
            for (Pending request : pending) {
                HttpServerResponse response = request.routing().response();
                if (response.ended() || response.closed()) {
                    continue;
                }
                if (now - request.deadlineNanos() >= 0) {
                    // On the request's own context, as its other handlers run (its log fields among them).
                    request.context().runOnContext(ignored -> timeOut(request.routing()));
                } else {
                    running.add(request);
                }
            }
            pending = running;
        }

        void stop() {
            loop.owner().cancelTimer(timer);
            loop.contextData().remove(RequestLimits.this, this);
        }
    }

    /** @throws ProblemException 414, 431 or 413 for a request beyond the limits */
    public void check(HttpServerRequest request) {
        int uriLength = request.uri().length();
        if (uriLength > limits.maxUriLength()) {
            throw new ProblemException(PlatformProblem.URI_TOO_LONG, "The request URI has " + uriLength
                    + " characters; at most " + limits.maxUriLength() + " are accepted.");
        }
        long headerBytes = headerBytes(request.headers());
        if (headerBytes > limits.maxHeaderBytes()) {
            throw new ProblemException(PlatformProblem.HEADERS_TOO_LARGE, "The request's header fields take " + headerBytes
                    + " bytes; at most " + limits.maxHeaderBytes() + " are accepted.");
        }
        String declared = request.getHeader(HttpHeaders.CONTENT_LENGTH);
        if (declared != null) {
            long length = parseLength(declared);
            long max = maxBodyBytes(request);
            if (length > max) {
                throw new ProblemException(PlatformProblem.PAYLOAD_TOO_LARGE, "The request body has " + length
                        + " bytes; at most " + max + " are accepted.");
            }
        }
    }

    static long headerBytes(MultiMap headers) {
        long total = 0;
        // HTTP/1.1 headers are Netty's: their names are read as parsed, not copied into Strings per request.
        Iterator<? extends Map.Entry<? extends CharSequence, ? extends CharSequence>> entries =
                headers instanceof io.netty.handler.codec.http.HttpHeaders parsed
                        ? parsed.iteratorCharSequence()
                        : headers.iterator();
        while (entries.hasNext()) {
            Map.Entry<? extends CharSequence, ? extends CharSequence> header = entries.next();
            total += header.getKey().length() + header.getValue().length() + HEADER_LINE_OVERHEAD;
        }
        return total;
    }

    private static long parseLength(String value) {
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            return -1; // the codec rejects a malformed Content-Length before we see it
        }
    }
}
