package com.pharmaerp.api.integrations.webhooks;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;
import org.jboss.logging.MDC;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.integrations.events.EventTypePatterns;
import com.pharmaerp.api.integrations.events.EventView;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.StoredTime;
import com.pharmaerp.api.platform.security.Actor;
import com.pharmaerp.api.platform.audit.AuditEvent;
import com.pharmaerp.api.platform.audit.repository.AuditEventRepository;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.micrometer.core.instrument.MeterRegistry;
import io.smallrye.common.vertx.VertxContext;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Context;
import io.vertx.core.Vertx;

/**
 * Delivers every tenant's events to their endpoints, on every pod. A pod leases endpoints with work
 * due ({@link DeliveryProgress#lease}: one pod per endpoint, the lease passing on if the pod dies)
 * and sends each endpoint's events one at a time in sequence order: the next is sent only once the
 * one before it was delivered. A failed attempt gives the lease up until its retry is due; 410 or
 * the end of the retry schedule disables the endpoint (audited), and nothing is lost: it resumes
 * where it stopped when re-enabled. Woken by {@link EventNotifications}, by the poll, and by the
 * changes that make events due.
 */
@ApplicationScoped
public class WebhookDispatcher {

    /** How long a notification waits for others to share its lease round. */
    static final long WAKE_DELAY_MILLIS = 50;
    /** Events read per round trip for one endpoint. */
    static final int BATCH = 50;
    /** The key id the dispatcher's own changes are audited under. */
    static final String SERVICE_KEY = "service:webhooks";
    private static final Logger LOG = Logger.getLogger("com.pharmaerp.api.webhooks");

    private final DeliveryProgress progress;
    private final AuditEventRepository events;
    private final UnitsOfWork units;
    private final WebhookSetup setup;
    private final WebhookSender sender;
    private final ObjectMapper mapper;
    private final MeterRegistry metrics;
    private final Vertx vertx;
    private final Clock clock;
    private final Duration lease;
    private final int maxEndpoints;
    private final String owner;

    private final AtomicBoolean leasing = new AtomicBoolean();
    private final AtomicBoolean again = new AtomicBoolean();
    private final AtomicBoolean wakeScheduled = new AtomicBoolean();
    private final AtomicInteger serving = new AtomicInteger();
    private final AtomicInteger attemptsInFlight = new AtomicInteger();
    private volatile boolean running;
    /**
     * The dispatcher's own (duplicated) event-loop context: work woken by a request does not run in, and log as,
     * that request, and an attempt's log fields (MDC) reach its log line.
     */
    private volatile Context context;

    public WebhookDispatcher(DeliveryProgress progress, AuditEventRepository events, UnitsOfWork units, WebhookSetup setup,
            WebhookSender sender, ObjectMapper mapper, MeterRegistry metrics, Vertx vertx, Clock clock, ErpConfig config) {
        this.progress = progress;
        this.events = events;
        this.units = units;
        this.setup = setup;
        this.sender = sender;
        this.mapper = mapper;
        this.metrics = metrics;
        this.vertx = vertx;
        this.clock = clock;
        this.lease = config.webhooks().lease();
        this.maxEndpoints = config.webhooks().maxConcurrentEndpoints();
        this.owner = podName() + "/" + Ids.next("d").substring(2, 10);
    }

    /** Starts taking work (webhooks on only). */
    void start() {
        context = VertxContext.createNewDuplicatedContext(vertx.getOrCreateContext());
        running = setup.available();
        if (running) {
            LOG.infof("Delivering webhooks as %s", owner);
        }
    }

    /**
     * Stops taking work and waits, at most {@code patience}, for the attempts in flight: each
     * finishes and is recorded, or is abandoned and redelivered once its lease expires.
     */
    void stop(Duration patience) {
        running = false;
        long deadline = System.nanoTime() + patience.toNanos();
        while (serving.get() > 0 && System.nanoTime() < deadline) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        if (serving.get() > 0) {
            LOG.warnf("Stopping with %d webhook attempts in flight: they are delivered again once their leases expire",
                    attemptsInFlight.get());
        }
    }

    /**
     * Looks for due work shortly: the commits of a busy moment, each notified, are served by one lease
     * round instead of one each.
     */
    public void wakeSoon() {
        if (running && wakeScheduled.compareAndSet(false, true)) {
            context.runOnContext(ignored -> vertx.setTimer(WAKE_DELAY_MILLIS, timer -> {
                wakeScheduled.set(false);
                wake();
            }));
        }
    }

    /** Looks for due work now; a wake during a lease round makes it look once more afterwards. */
    public void wake() {
        if (!running) {
            return;
        }
        again.set(true);
        if (leasing.compareAndSet(false, true)) {
            context.runOnContext(ignored -> leaseRound());
        }
    }

    private void leaseRound() {
        again.set(false);
        int free = maxEndpoints - serving.get();
        if (free <= 0 || !running) {
            endRound();
            return;
        }
        progress.lease(owner, lease, free).subscribe().with(leased -> {
            leased.forEach(this::serve); // each, when done, looks again: there may be more due than this pod could take
            endRound();
        }, failure -> {
            LOG.warnf("Leasing webhook endpoints failed (%s); the next poll tries again", failure.getClass().getSimpleName());
            endRound();
        });
    }

    private void endRound() {
        leasing.set(false);
        if (again.get() && running && serving.get() < maxEndpoints) {
            wake();
        }
    }

    private void serve(DeliveryProgress.Leased leased) {
        serving.incrementAndGet();
        Actor actor = new Actor(leased.tenantId(), SERVICE_KEY, null, null);
        deliverNext(actor, leased.endpointId())
                .onFailure().call(failure -> {
                    LOG.warnf("Delivery to %s stopped (%s); it resumes after its lease", leased.endpointId(), failure.toString());
                    return release(actor, leased.endpointId()).onFailure().recoverWithNull();
                })
                .onTermination().invoke(() -> {
                    serving.decrementAndGet();
                    // An event that committed while this endpoint was leased here found it taken: look again.
                    wake();
                })
                .subscribe().with(ignored -> {
                }, ignored -> {
                });
    }

    /** The endpoint's next batch of matching events, delivered in order; then the next batch, until none is left. */
    private Uni<Void> deliverNext(Actor actor, String endpointId) {
        return units.readAs(actor, work -> progress.target(work, endpointId).chain(target -> {
            if (target == null || !ours(target)) {
                return Uni.createFrom().item(new Batch(null, List.of(), 0));
            }
            // The head is read first: each statement sees the commits made before it, so every event up to the head
            // is visible to the feed, and an empty feed may skip to the head without passing over one committed between.
            return events.head(work).chain(head -> events.feed(work, target.deliveredThrough(),
                    EventTypePatterns.likes(target.eventTypes()), BATCH).map(found -> new Batch(target, found, head)));
        })).chain(batch -> {
            if (batch.target() == null) {
                return Uni.createFrom().voidItem();
            }
            if (!running) {
                return release(actor, endpointId);
            }
            if (batch.events().isEmpty()) {
                return units.writeAs(actor, work -> batch.head() > batch.target().deliveredThrough()
                        ? progress.skipped(work, batch.target(), owner, batch.head())
                        .chain(() -> progress.release(work, endpointId, owner))
                        : progress.release(work, endpointId, owner));
            }
            DeliveryProgress.Target target = batch.target();
            List<String> secrets = setup.cipher().decryptLive(actor.tenantId(), target.id(), target.secret(),
                    target.previousSecret());
            return deliverFrom(actor, target, secrets, batch.events(), 0)
                    .chain(next -> next == Next.STOP ? Uni.createFrom().voidItem() : deliverNext(actor, endpointId));
        });
    }

    /** What the dispatcher does after an attempt. */
    private enum Next {
        /** Delivered, and the endpoint moved on: the next event. */
        ON,
        /** The endpoint moved meanwhile (a replay, a lease passed on): read it again, it says whether it is still ours. */
        REREAD,
        /** Failed: the endpoint waits for its retry (or was disabled), its lease given up. */
        STOP
    }

    /** @return {@link Next#ON} once every event of the batch was delivered */
    private Uni<Next> deliverFrom(Actor actor, DeliveryProgress.Target target, List<String> secrets, List<AuditEvent> batch,
            int index) {
        if (index == batch.size()) {
            return Uni.createFrom().item(Next.ON);
        }
        if (!running) {
            return release(actor, target.id()).replaceWith(Next.STOP);
        }
        AuditEvent event = batch.get(index);
        EventView view = EventView.of(event, mapper);
        String body = WebhookPayload.of(mapper, view);
        Instant at = StoredTime.now(clock);
        attemptsInFlight.incrementAndGet();
        return sender.send(target.url(), event.id(), at.getEpochSecond(), body, secrets)
                .onTermination().invoke(attemptsInFlight::decrementAndGet)
                .chain(answer -> record(actor, target, event, at, answer))
                .chain(next -> next == Next.ON
                        ? deliverFrom(actor, advanced(target, event.sequence()), secrets, batch, index + 1)
                        : Uni.createFrom().item(next));
    }

    /** Records the attempt and moves the endpoint, if it is still this pod's at the progress read. */
    private Uni<Next> record(Actor actor, DeliveryProgress.Target target, AuditEvent event, Instant at,
            WebhookSender.Answer answer) {
        int attempt = target.attempt() + 1;
        WebhookDelivery delivery = new WebhookDelivery(Ids.next(WebhookDelivery.ID_PREFIX), event.id(), event.sequence(),
                event.action(), attempt, at, answer.statusCode(), answer.durationMs(), answer.error(),
                answer.delivered() ? WebhookDelivery.DELIVERED : WebhookDelivery.FAILED);
        log(target, delivery);
        metrics.counter("erp.webhooks.attempts", "outcome", delivery.outcome()).increment();
        if (answer.delivered()) {
            return units.writeAs(actor, work -> progress.delivered(work, target, owner, lease, delivery))
                    .map(moved -> moved ? Next.ON : Next.REREAD);
        }
        String disabledBecause = answer.statusCode() != null && answer.statusCode() == 410
                ? "The receiver answered 410 Gone at " + event.id() + "."
                : null;
        Duration retryIn = disabledBecause == null ? setup.retries().next(attempt, answer.retryAfter()) : null;
        if (disabledBecause == null && retryIn == null) {
            disabledBecause = "All " + attempt + " attempts at " + event.id() + " failed; the last: " + answer.error();
        }
        if (retryIn != null) {
            vertx.setTimer(Math.max(1, retryIn.toMillis()), ignored -> wake());
            return units.writeAs(actor, work -> progress.failed(work, target, owner, delivery, retryIn))
                    .map(moved -> moved ? Next.STOP : Next.REREAD);
        }
        String reason = disabledBecause;
        return units.writeAs(actor, work -> progress.disabled(work, target, owner, delivery, reason).invoke(disabled -> {
            if (disabled) {
                work.record(WebhookEndpoint.disabled(target.id(), reason));
            }
        })).map(disabled -> disabled ? Next.STOP : Next.REREAD);
    }

    private Uni<Void> release(Actor actor, String endpointId) {
        return units.writeAs(actor, work -> progress.release(work, endpointId, owner));
    }

    private boolean ours(DeliveryProgress.Target target) {
        return owner.equals(target.leaseOwner()) && !target.deleted() && target.status() == WebhookEndpoint.Status.ENABLED;
    }

    private static DeliveryProgress.Target advanced(DeliveryProgress.Target target, long sequence) {
        return new DeliveryProgress.Target(target.id(), target.url(), target.eventTypes(), target.status(), target.deleted(),
                target.secret(), target.previousSecret(), sequence, 0, target.leaseOwner());
    }

    /** One JSON log line per attempt: endpoint, event, status and duration as fields, never the secret or the body. */
    private static void log(DeliveryProgress.Target target, WebhookDelivery delivery) {
        MDC.put("webhookEndpointId", target.id());
        MDC.put("eventId", delivery.eventId());
        MDC.put("webhookStatus", delivery.statusCode() == null ? "none" : delivery.statusCode().toString());
        MDC.put("durationMs", Integer.toString(delivery.durationMs()));
        try {
            if (delivery.error() == null) {
                LOG.infof("Webhook %s delivered to %s (attempt %d, %d ms)", delivery.eventId(), target.id(), delivery.attempt(),
                        delivery.durationMs());
            } else {
                LOG.warnf("Webhook %s to %s failed (attempt %d, %d ms): %s", delivery.eventId(), target.id(),
                        delivery.attempt(), delivery.durationMs(), delivery.error());
            }
        } finally {
            MDC.remove("webhookEndpointId");
            MDC.remove("eventId");
            MDC.remove("webhookStatus");
            MDC.remove("durationMs");
        }
    }

    /** The pod's name in Kubernetes (its host name), so a lease says which pod holds it. */
    private static String podName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "pod";
        }
    }

    private record Batch(DeliveryProgress.Target target, List<AuditEvent> events, long head) {
    }
}
