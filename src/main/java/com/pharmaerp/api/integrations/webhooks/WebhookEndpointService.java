package com.pharmaerp.api.integrations.webhooks;

import java.time.Clock;
import java.time.Instant;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.integrations.events.EventTypePatterns;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.StoredTime;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.security.Caller;
import com.pharmaerp.api.platform.audit.repository.AuditEventRepository;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.smallrye.mutiny.Uni;

/**
 * A tenant's webhook endpoints: an admin creates, changes, rotates, replays and deletes them; every
 * change is audited (never with a secret). Delivery itself is the {@link WebhookDispatcher}'s.
 */
@ApplicationScoped
public class WebhookEndpointService {

    private final WebhookEndpointRepository endpoints;
    private final WebhookDeliveryRepository deliveries;
    private final AuditEventRepository audit;
    private final WebhookSetup setup;
    private final WebhookSender sender;
    private final WebhookDispatcher dispatcher;
    private final ActingUser actingUser;
    private final MergePatch mergePatch;
    private final BodyValidator bodies;
    private final UnitsOfWork units;
    private final Caller caller;
    private final Clock clock;
    private final ObjectMapper mapper;

    public WebhookEndpointService(WebhookEndpointRepository endpoints, WebhookDeliveryRepository deliveries,
            AuditEventRepository audit, WebhookSetup setup, WebhookSender sender, WebhookDispatcher dispatcher,
            ActingUser actingUser, MergePatch mergePatch, BodyValidator bodies, UnitsOfWork units, Caller caller, Clock clock, ObjectMapper mapper) {
        this.endpoints = endpoints;
        this.deliveries = deliveries;
        this.audit = audit;
        this.setup = setup;
        this.sender = sender;
        this.dispatcher = dispatcher;
        this.actingUser = actingUser;
        this.mergePatch = mergePatch;
        this.bodies = bodies;
        this.units = units;
        this.caller = caller;
        this.clock = clock;
        this.mapper = mapper;
    }

    /**
     * What a write checks before its unit of work opens (the URL's host is resolved, which may take
     * a moment and holds no connection meanwhile): webhooks on (503), an admin acting (403), and
     * the URL if one is given (422).
     */
    public Uni<Void> admit(String url) {
        setup.cipher();
        actingUser.requireRole(Role.ADMIN);
        return url == null ? Uni.createFrom().voidItem() : sender.checkTarget(url).map(refusal -> {
            if (refusal != null) {
                throw invalid("url", refusal);
            }
            return null;
        });
    }

    /** A new endpoint at the chain's head, with its secret in this answer only. */
    public Uni<WebhookEndpointView> create(UnitOfWork work, WebhookEndpointRequest request) {
        List<String> types = EventTypePatterns.validate("eventTypes", request.eventTypes());
        return audit.head(work).chain(head -> {
            String id = Ids.next(WebhookEndpoint.ID_PREFIX);
            String secret = WebhookSigner.newSecret();
            WebhookEndpoint endpoint = WebhookEndpoint.create(id, request.url(), types, request.description(),
                    setup.cipher().encrypt(secret, work.tenantId(), id), head, work.now());
            work.record(endpoint.created());
            return endpoints.insert(work, endpoint).map(ignored -> WebhookEndpointView.withSecret(endpoint, secret));
        });
    }

    public Uni<WebhookEndpointView> get(UnitOfWork work, String id) {
        return find(work, id).map(WebhookEndpointView::of);
    }

    public Uni<Page<WebhookEndpointView>> list(UnitOfWork work, Cursor after, int limit) {
        return endpoints.page(work, after, limit)
                .map(rows -> Page.of(rows, limit, e -> new Cursor(e.createdAt(), e.id()), WebhookEndpointView::of));
    }

    /** url, eventTypes, description, and status back to enabled; 404, the patch (422), If-Match, then the change. */
    public Uni<WebhookEndpointView> patch(UnitOfWork work, String id, JsonNode patch, String ifMatch) {
        return find(work, id).chain(endpoint -> {
            WebhookEndpointChange change = mergePatch.apply(new WebhookEndpointChange(endpoint.url(), endpoint.eventTypes(),
                    endpoint.description(), endpoint.status().id()), patch, WebhookEndpointChange.class);
            List<String> types = EventTypePatterns.validate("eventTypes", change.eventTypes());
            WebhookEndpoint.Status status = WebhookEndpoint.Status.of(change.status());
            if (status == WebhookEndpoint.Status.DISABLED && endpoint.status() == WebhookEndpoint.Status.ENABLED) {
                throw invalid("status", "can only be set to enabled: DELETE the endpoint to stop its deliveries");
            }
            Versions.require(ifMatch, endpoint.version());
            WebhookEndpoint.Status before = endpoint.status();
            boolean reenabled = before == WebhookEndpoint.Status.DISABLED && status == WebhookEndpoint.Status.ENABLED;
            return work.saveChange(endpoint.change(change.url(), types, change.description(), status, work.now()), endpoint,
                    () -> endpoints.update(work, endpoint, reenabled));
        }).map(WebhookEndpointView::of);
    }

    /** Deliveries stop; If-Match optional. */
    public Uni<Void> delete(UnitOfWork work, String id, String ifMatch) {
        return find(work, id).chain(endpoint -> {
            checkIfGiven(ifMatch, endpoint);
            work.record(endpoint.delete(work.now()));
            return endpoints.delete(work, endpoint);
        });
    }

    /** A new secret, shown in this answer only; the current one signs beside it until it expires. 404, the body (422), If-Match. */
    public Uni<WebhookEndpointView> rotateSecret(UnitOfWork work, String id, RotateSecretRequest request, String ifMatch) {
        return find(work, id).chain(endpoint -> {
            bodies.validate(request);
            checkIfGiven(ifMatch, endpoint);
            String secret = WebhookSigner.newSecret();
            Instant expires = work.now().plusSeconds(request.overlapSeconds());
            return work.saveChange(endpoint.rotateSecret(setup.cipher().encrypt(secret, work.tenantId(), endpoint.id()),
                    endpoint.secret(), expires, work.now()), endpoint, () -> endpoints.update(work, endpoint, false))
                    .map(rotated -> WebhookEndpointView.withSecret(rotated, secret));
        });
    }

    /** Events from {@code fromSequence} on are delivered again, with the ids they had. 404, then the body (422). */
    public Uni<WebhookEndpointView> replay(UnitOfWork work, String id, ReplayRequest request) {
        return find(work, id).invoke(() -> bodies.validate(request)).chain(endpoint -> audit.head(work).chain(head -> {
            if (request.fromSequence() > head + 1) {
                throw invalid("fromSequence", "must be at most " + (head + 1) + ", one past the last event");
            }
            work.record(endpoint.replay(request.fromSequence()));
            return endpoints.replay(work, endpoint).replaceWith(endpoint);
        })).map(WebhookEndpointView::of);
    }

    /** One signed ping, sent now, outside any unit of work; the attempt is kept with the endpoint's deliveries. */
    public Uni<PingResult> ping(String id) {
        return units.read(work -> find(work, id)).chain(endpoint -> {
            String pingId = Ids.next("ping");
            Instant now = StoredTime.now(clock);
            String body = WebhookPayload.ping(mapper, endpoint.id(), now);
            return sender.send(endpoint.url(), pingId, now.getEpochSecond(), body, liveSecrets(endpoint, now))
                    .call(answer -> units.write(work -> deliveries.insert(work, endpoint.id(), new WebhookDelivery(
                            Ids.next(WebhookDelivery.ID_PREFIX), pingId, null, "ping", 1, now, answer.statusCode(),
                            answer.durationMs(), answer.error(),
                            answer.delivered() ? WebhookDelivery.DELIVERED : WebhookDelivery.FAILED))))
                    .map(answer -> new PingResult(answer.statusCode(), answer.durationMs(), answer.error()));
        });
    }

    public Uni<Page<WebhookDelivery>> deliveries(UnitOfWork work, String id, Cursor after, int limit) {
        return find(work, id).chain(endpoint -> deliveries.page(work, endpoint.id(), after, limit))
                .map(rows -> Page.of(rows, limit, d -> new Cursor(d.at(), d.id()), d -> d));
    }

    /** Wakes this pod's dispatcher after a change that may have made events due (create, replay, re-enable). */
    public void wakeDispatcher() {
        dispatcher.wake();
    }

    private List<String> liveSecrets(WebhookEndpoint endpoint, Instant now) {
        boolean previousLive = endpoint.previousSecret() != null && endpoint.previousSecretExpiresAt().isAfter(now);
        return setup.cipher().decryptLive(caller.tenantId(), endpoint.id(), endpoint.secret(),
                previousLive ? endpoint.previousSecret() : null);
    }

    private static void checkIfGiven(String ifMatch, WebhookEndpoint endpoint) {
        if (ifMatch != null && !ifMatch.isBlank()) {
            Versions.require(ifMatch, endpoint.version());
        }
    }

    private Uni<WebhookEndpoint> find(UnitOfWork work, String id) {
        return Found.require(WebhookEndpoint.ID_PREFIX, id, WebhookEndpoint.NOUN, () -> endpoints.find(work, id));
    }

    private static ProblemException invalid(String field, String message) {
        return new ProblemException(PlatformProblem.VALIDATION_FAILED, field + " " + message + ".",
                List.of(new Problem.FieldError(field, message)));
    }
}
