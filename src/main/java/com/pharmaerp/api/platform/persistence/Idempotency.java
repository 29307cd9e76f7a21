package com.pharmaerp.api.platform.persistence;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.quarkus.hibernate.reactive.panache.Panache;
import io.smallrye.mutiny.Uni;

/**
 * {@code Idempotency-Key} on POST, kept in PostgreSQL so it holds across pods: the first request
 * with a key claims it (a committed in-flight row), runs, and stores its response in the same
 * transaction as its own changes. Within 24 h the same key and body get the stored response again
 * with {@code Idempotent-Replayed: true}; another body is 422 idempotency_key_reused; while the
 * first still runs, 409 idempotency_key_in_use. A request that fails releases its key. One that
 * died with its database connection (an outage) cannot release it: its claim is abandoned, which a
 * retry tells by the running request's transaction-scoped advisory lock being free, and takes over.
 */
@ApplicationScoped
public class Idempotency {

    public static final String HEADER = "Idempotency-Key";
    public static final String REPLAYED = "Idempotent-Replayed";
    public static final int MAX_KEY_LENGTH = 255;
    static final Duration KEPT_FOR = Duration.ofHours(24);
    /**
     * A claim younger than this may belong to a request that has not yet begun its operation (and
     * taken its lock): waiting for a pooled connection alone may take 5 s.
     */
    static final Duration CLAIM_GRACE = Duration.ofSeconds(10);
    /** The advisory lock of one key of one tenant, held by the transaction that runs its operation. */
    private static final String KEY_LOCK = "hashtextextended(:tenant || '/' || :key, 0)";
    /** Only these headers of a stored response are replayed; the rest belong to the request that made it. */
    private static final List<String> STORED_HEADERS = List.of(HttpHeaders.LOCATION, HttpHeaders.ETAG);
    private static final ObjectMapper CANONICAL = JsonMapper.builder().addModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();

    private final ObjectMapper mapper;
    private final Clock clock;

    public Idempotency(ObjectMapper mapper, Clock clock) {
        this.mapper = mapper;
        this.clock = clock;
    }

    /**
     * Runs {@code operation} at most once per tenant and key.
     *
     * @param request what identifies the request besides the key: its method, path and body
     */
    public Uni<Response> run(String tenantId, String key, Object request, Supplier<Uni<Response>> operation) {
        if (key == null) {
            return operation.get();
        }
        if (key.isEmpty() || key.length() > MAX_KEY_LENGTH) {
            return Uni.createFrom().failure(new ProblemException(PlatformProblem.VALIDATION_FAILED,
                    "Idempotency-Key must be 1 to " + MAX_KEY_LENGTH + " characters.",
                    List.of(new Problem.FieldError(HEADER, "must be 1 to " + MAX_KEY_LENGTH + " characters"))));
        }
        String hash = fingerprint(request);
        return claim(tenantId, key, hash).chain(claimed -> claimed
                ? complete(tenantId, key, operation).onFailure().call(() -> release(tenantId, key))
                : answerFromRecord(tenantId, key, hash).chain(answer -> answer != null ? Uni.createFrom().item(answer)
                        // The claim was abandoned and is gone: claim the key afresh (once; a racing retry may win).
                        : claim(tenantId, key, hash).chain(again -> again
                                ? complete(tenantId, key, operation).onFailure().call(() -> release(tenantId, key))
                                : Uni.createFrom().failure(inUse(key)))));
    }

    private Uni<Boolean> claim(String tenantId, String key, String hash) {
        Instant now = clock.instant();
        return Panache.withTransaction(() -> TenantGuard.enter(tenantId)
                // An expired record is gone for good: the key may be used afresh.
                .chain(() -> Panache.getSession().chain(s -> s.createNativeQuery(
                        "DELETE FROM idempotency_keys WHERE tenant_id = :tenant AND key = :key AND created_at < :expired")
                        .setParameter("tenant", tenantId).setParameter("key", key)
                        .setParameter("expired", now.minus(KEPT_FOR)).executeUpdate()))
                .chain(() -> Panache.getSession().chain(s -> s.createNativeQuery(
                        "INSERT INTO idempotency_keys (tenant_id, key, request_hash, state, created_at) "
                                + "VALUES (:tenant, :key, :hash, 'in_flight', :now) ON CONFLICT DO NOTHING")
                        .setParameter("tenant", tenantId).setParameter("key", key).setParameter("hash", hash)
                        .setParameter("now", now).executeUpdate()))
                .map(inserted -> inserted == 1));
    }

    /** The operation and the stored response commit together, or neither does. */
    private Uni<Response> complete(String tenantId, String key, Supplier<Uni<Response>> operation) {
        return Panache.withTransaction(() -> TenantGuard.enter(tenantId)
                // Held until this transaction ends, however it ends: while held, a retry knows the request runs.
                .call(() -> Panache.getSession().chain(s -> s.createNativeQuery("SELECT pg_advisory_xact_lock(" + KEY_LOCK + ")")
                        .setParameter("tenant", tenantId).setParameter("key", key).executeUpdate()))
                .chain(operation::get)
                // The operation's writes first: the key's row is then locked only for the moment before commit,
                // so a retry meanwhile sees "in flight" (409) instead of queueing behind the whole operation.
                .call(() -> Panache.getSession().chain(s -> s.flush()))
                .call(response -> Panache.getSession().chain(s -> s.createNativeQuery(
                        "UPDATE idempotency_keys SET state = 'done', response_status = :status, "
                                + "response_headers = :headers, response_body = :body "
                                + "WHERE tenant_id = :tenant AND key = :key")
                        .setParameter("status", response.getStatus())
                        .setParameter("headers", json(storedHeaders(response)))
                        .setParameter("body", json(response.getEntity()))
                        .setParameter("tenant", tenantId).setParameter("key", key).executeUpdate())));
    }

    private Uni<Void> release(String tenantId, String key) {
        return Panache.withTransaction(() -> TenantGuard.enter(tenantId)
                .chain(() -> Panache.getSession().chain(s -> s.createNativeQuery(
                        "DELETE FROM idempotency_keys WHERE tenant_id = :tenant AND key = :key AND state = 'in_flight'")
                        .setParameter("tenant", tenantId).setParameter("key", key).executeUpdate())))
                .replaceWithVoid();
    }

    /** @return the stored response, or null when the first request's claim was abandoned and is now removed */
    private Uni<Response> answerFromRecord(String tenantId, String key, String hash) {
        Instant grace = clock.instant().minus(CLAIM_GRACE);
        return Panache.withTransaction(() -> TenantGuard.enter(tenantId)
                .chain(() -> Panache.getSession().chain(s -> s.createNativeQuery(
                        "SELECT request_hash, state, response_status, response_headers, response_body, "
                                + "state = 'in_flight' AND created_at < :grace AND pg_try_advisory_xact_lock(" + KEY_LOCK + ") "
                                + "FROM idempotency_keys WHERE tenant_id = :tenant AND key = :key", Object[].class)
                        .setParameter("grace", grace).setParameter("tenant", tenantId).setParameter("key", key).getResultList()))
                .chain(rows -> {
                    if (rows.isEmpty()) {
                        // Released by a failed first attempt a moment ago: the caller may simply retry.
                        return Uni.createFrom().failure(inUse(key));
                    }
                    Object[] row = rows.get(0);
                    if (!hash.equals(row[0])) {
                        return Uni.createFrom().failure(new ProblemException(PersistenceProblem.IDEMPOTENCY_KEY_REUSED,
                                "Idempotency-Key " + key + " was used for a different request within the last 24 h; use "
                                        + "a new key for a new request."));
                    }
                    if (Boolean.TRUE.equals(row[5])) {
                        // In flight, past its grace, and nobody holds its lock: its request died with its connection.
                        return Panache.getSession().chain(s -> s.createNativeQuery("DELETE FROM idempotency_keys "
                                + "WHERE tenant_id = :tenant AND key = :key AND state = 'in_flight'")
                                .setParameter("tenant", tenantId).setParameter("key", key).executeUpdate())
                                .replaceWith((Response) null);
                    }
                    if ("in_flight".equals(row[1])) {
                        return Uni.createFrom().failure(inUse(key));
                    }
                    return Uni.createFrom().item(replay(((Number) row[2]).intValue(), (String) row[3], (String) row[4]));
                }));
    }

    private Response replay(int status, String headersJson, String body) {
        Response.ResponseBuilder response = Response.status(status).type(MediaType.APPLICATION_JSON_TYPE).entity(body)
                .header(REPLAYED, "true");
        try {
            Map<String, String> headers = mapper.readValue(headersJson, new TypeReference<Map<String, String>>() {
            });
            headers.forEach(response::header);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored idempotent response cannot be read", e);
        }
        return response.build();
    }

    private static Map<String, String> storedHeaders(Response response) {
        Map<String, String> headers = new LinkedHashMap<>();
        for (String name : STORED_HEADERS) {
            String value = response.getHeaderString(name);
            if (value != null) {
                headers.put(name, value);
            }
        }
        return headers;
    }

    private String json(Object value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a response cannot be stored", e);
        }
    }

    /** SHA-256 of the request in canonical JSON (keys sorted), so formatting differences do not count. */
    static String fingerprint(Object request) {
        try {
            byte[] canonical = CANONICAL.writeValueAsString(CANONICAL.valueToTree(request)).getBytes(StandardCharsets.UTF_8);
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(canonical));
        } catch (JsonProcessingException | NoSuchAlgorithmException e) {
            throw new IllegalStateException("a request cannot be fingerprinted", e);
        }
    }

    private static ProblemException inUse(String key) {
        return new ProblemException(PersistenceProblem.IDEMPOTENCY_KEY_IN_USE, "A request with Idempotency-Key " + key
                + " is still being processed; retry after it completes.", Map.of("Retry-After", "1"));
    }
}
