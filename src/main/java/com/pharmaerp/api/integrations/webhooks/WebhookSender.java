package com.pharmaerp.api.integrations.webhooks;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.concurrent.TimeUnit;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.config.ErpConfig;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.net.SocketAddress;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import io.vertx.ext.web.codec.BodyCodec;

/**
 * Sends one signed request to an endpoint and says what the receiver answered. The URL is checked
 * again before each attempt ({@link WebhookTargets}), its host resolved once, every address it
 * resolves to checked, and the connection made to the address that was checked; redirects are not
 * followed. Connecting may take 5 s and the whole attempt 10 s; of the response body only the
 * first few KB are kept.
 */
@ApplicationScoped
public class WebhookSender {

    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    static final Duration TOTAL_TIMEOUT = Duration.ofSeconds(10);
    static final int KEPT_BODY_BYTES = 4096;
    /** How much of a refusing receiver's body an attempt's error shows. */
    static final int ERROR_BODY_CHARS = 200;

    /** What the receiver answered; {@code statusCode} null when it answered nothing (refused, unreachable, timed out). */
    public record Answer(Integer statusCode, int durationMs, String error, Duration retryAfter) {

        public boolean delivered() {
            return statusCode != null && statusCode >= 200 && statusCode < 300;
        }
    }

    private final WebClient client;
    private final WebhookSetup setup;

    public WebhookSender(Vertx vertx, WebhookSetup setup, ErpConfig config) {
        this.setup = setup;
        this.client = WebClient.create(vertx, new WebClientOptions()
                .setConnectTimeout((int) CONNECT_TIMEOUT.toMillis())
                // One request in flight per endpoint: endpoints sharing a receiver must not queue for its connections.
                .setMaxPoolSize(config.webhooks().maxConcurrentEndpoints())
                .setFollowRedirects(false)
                .setUserAgent("pharma-erp-webhooks/1")
                .setVerifyHost(true)
                .setDecompressionSupported(false));
    }

    /**
     * @param secrets the live secrets, current first: each adds a signature
     */
    public Uni<Answer> send(String url, String webhookId, long timestampSeconds, String body, List<String> secrets) {
        long started = System.nanoTime();
        WebhookTargets.Target target;
        try {
            target = WebhookTargets.parse(url, setup.allowPrivateTargets());
        } catch (WebhookTargets.Refused refused) {
            return Uni.createFrom().item(failure(started, refused.getMessage()));
        }
        return addresses(target)
                .map(resolved -> checked(target, resolved))
                .chain(address -> post(target, address, webhookId, timestampSeconds, body, secrets, started))
                .onFailure().recoverWithItem(e -> failure(started, describe(e, target)));
    }

    /**
     * The URL's rules and the addresses its host resolves to now, for a create or a change.
     *
     * @return null when the URL may be used, else why not
     */
    public Uni<String> checkTarget(String url) {
        WebhookTargets.Target target;
        try {
            target = WebhookTargets.parse(url, setup.allowPrivateTargets());
        } catch (WebhookTargets.Refused refused) {
            return Uni.createFrom().item(refused.getMessage());
        }
        return addresses(target).map(resolved -> {
            checked(target, resolved);
            return (String) null;
        }).onFailure(Unreachable.class).recoverWithItem(Throwable::getMessage);
    }

    @PreDestroy
    void close() {
        client.close();
    }

    private Uni<List<InetAddress>> addresses(WebhookTargets.Target target) {
        if (target.literal() != null) {
            return Uni.createFrom().item(List.of(target.literal()));
        }
        // The system resolver blocks: on a worker, never the event loop.
        return Uni.createFrom().item(() -> {
            try {
                return List.of(InetAddress.getAllByName(target.host()));
            } catch (UnknownHostException e) {
                throw new Unreachable("The host " + target.host() + " does not resolve.");
            }
        }).runSubscriptionOn(Infrastructure.getDefaultWorkerPool());
    }

    private InetAddress checked(WebhookTargets.Target target, List<InetAddress> resolved) {
        try {
            WebhookTargets.checkResolved(target, resolved, setup.allowPrivateTargets());
            return resolved.get(0);
        } catch (WebhookTargets.Refused refused) {
            throw new Unreachable(refused.getMessage());
        }
    }

    private Uni<Answer> post(WebhookTargets.Target target, InetAddress address, String webhookId, long timestampSeconds,
            String body, List<String> secrets, long started) {
        CappedBody kept = new CappedBody(KEPT_BODY_BYTES, started + TOTAL_TIMEOUT.toNanos());
        var sent = client.request(HttpMethod.POST, SocketAddress.inetSocketAddress(new InetSocketAddress(address, target.port())),
                target.port(), target.host(), target.pathAndQuery())
                .ssl(target.https())
                .timeout(TOTAL_TIMEOUT.toMillis())
                .putHeader("content-type", "application/json")
                .putHeader("webhook-id", webhookId)
                .putHeader("webhook-timestamp", Long.toString(timestampSeconds))
                .putHeader("webhook-signature", WebhookSigner.signature(webhookId, timestampSeconds, body, secrets))
                .as(BodyCodec.pipe(kept, false))
                .sendBuffer(Buffer.buffer(body));
        return Uni.createFrom().completionStage(sent.toCompletionStage())
                .ifNoItem().after(TOTAL_TIMEOUT).failWith(() -> new Unreachable("The receiver did not answer within 10 s."))
                .map(response -> answer(response, kept, started));
    }

    private static Answer answer(HttpResponse<Void> response, CappedBody kept, long started) {
        int status = response.statusCode();
        Duration retryAfter = status == 429 || status == 503 ? retryAfter(response.getHeader("retry-after")) : null;
        String error = status >= 200 && status < 300 ? null : refusal(status, kept.text());
        return new Answer(status, millisSince(started), error, retryAfter);
    }

    private static String refusal(int status, String body) {
        if (status >= 300 && status < 400) {
            return "The receiver answered " + status + ": redirects are not followed.";
        }
        String shown = body.strip().replaceAll("\\s+", " ");
        if (shown.length() > ERROR_BODY_CHARS) {
            shown = shown.substring(0, ERROR_BODY_CHARS) + "…";
        }
        return "The receiver answered " + status + (shown.isEmpty() ? "." : ": " + shown);
    }

    /** Seconds or an HTTP date (RFC 9110); null when absent or unreadable. */
    static Duration retryAfter(String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        try {
            long seconds = Long.parseLong(header.strip());
            return seconds < 0 ? null : Duration.ofSeconds(seconds);
        } catch (NumberFormatException notSeconds) {
            try {
                Duration until = Duration.between(Instant.now(),
                        ZonedDateTime.parse(header.strip(), DateTimeFormatter.RFC_1123_DATE_TIME).toInstant());
                return until.isNegative() ? Duration.ZERO : until;
            } catch (DateTimeParseException notDate) {
                return null;
            }
        }
    }

    private static Answer failure(long started, String error) {
        return new Answer(null, millisSince(started), error, null);
    }

    /** A failure in words a tenant can act on; never a stack trace. */
    private static String describe(Throwable e, WebhookTargets.Target target) {
        if (e instanceof Unreachable) {
            return e.getMessage();
        }
        if (e instanceof java.util.concurrent.TimeoutException || e.getCause() instanceof java.util.concurrent.TimeoutException) {
            return "The receiver did not answer within 10 s.";
        }
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return "Could not reach " + target.host() + ": " + message;
    }

    private static int millisSince(long started) {
        return (int) TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
    }

    /** A refused or unreachable target: the attempt failed before any answer. */
    private static final class Unreachable extends RuntimeException {

        Unreachable(String message) {
            super(message, null, false, false);
        }
    }
}
