package com.pharmaerp.api.platform.work;

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
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

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
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.security.Caller;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * {@code Idempotency-Key} on POST, kept in PostgreSQL so it holds across pods: the first request
 * with a key claims it (a committed in-flight row), runs, and stores its response in the same
 * transaction as its own changes. Within 24 h the same key and body get the stored response again
 * with {@code Idempotent-Replayed: true}; another body is 422 idempotency_key_reused; while the
 * first still runs, 409 idempotency_key_in_use. A request that fails releases its key. One that
 * died with its database connection (an outage, a failover) cannot release it: its claim is
 * abandoned, which a retry tells by the running request's transaction-scoped advisory lock being
 * free and the claim's backend being gone (or, for a claim whose backend lives on, by its age), and
 * takes over at once: the retry of a request answered 503 runs as soon as the database answers.
 */
@ApplicationScoped
public class Idempotency {

    public static final String HEADER = "Idempotency-Key";
    public static final String REPLAYED = "Idempotent-Replayed";
    public static final int MAX_KEY_LENGTH = 255;
    static final Duration KEPT_FOR = Duration.ofHours(24);
    /**
     * A claim younger than this whose backend still lives may belong to a request that has not yet
     * begun its operation (and taken its lock); one whose backend is gone cannot.
     */
    static final Duration CLAIM_GRACE = Duration.ofSeconds(10);
    /** The advisory lock of one key of one tenant, held by the transaction that runs its operation (V16's erp_enter). */
    private static final String KEY_LOCK = "hashtextextended($1::text || '/' || $2::text, 0)";
    /** Only these headers of a stored response are replayed; the rest belong to the request that made it. */
    private static final List<String> STORED_HEADERS = List.of(HttpHeaders.LOCATION, HttpHeaders.ETAG);
    private static final ObjectMapper CANONICAL = JsonMapper.builder().addModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();

    private final UnitsOfWork units;
    private final Caller caller;
    private final ObjectMapper mapper;
    private final Clock clock;

    public Idempotency(UnitsOfWork units, Caller caller, ObjectMapper mapper, Clock clock) {
        this.units = units;
        this.caller = caller;
        this.mapper = mapper;
        this.clock = clock;
    }

    /**
     * Runs {@code operation} in a unit of work at most once per tenant and key; without a key, simply
     * in a unit of work.
     *
     * @param request what identifies the request besides the key: its method, path and body
     */
    public Uni<Response> run(String key, Object request, Function<UnitOfWork, Uni<Response>> operation) {
        if (key == null) {
            return units.write(operation);
        }
        if (key.isEmpty() || key.length() > MAX_KEY_LENGTH) {
            return Uni.createFrom().failure(new ProblemException(PlatformProblem.VALIDATION_FAILED,
                    "Idempotency-Key must be 1 to " + MAX_KEY_LENGTH + " characters.",
                    List.of(new Problem.FieldError(HEADER, "must be 1 to " + MAX_KEY_LENGTH + " characters"))));
        }
        String hash = fingerprint(request);
        return claimAndComplete(key, hash, operation).chain(done -> done != null ? Uni.createFrom().item(done)
                : answerFromRecord(key, hash).chain(answer -> answer != null ? Uni.createFrom().item(answer)
                        // The claim was abandoned and is gone: claim the key afresh (once; a racing retry may win).
                        : claimAndComplete(key, hash, operation).chain(again -> again != null
                                ? Uni.createFrom().item(again)
                                : Uni.createFrom().failure(inUse(key)))));
    }

    /**
     * Claims the key and runs the operation on the connection that claimed it; releases the key if the
     * operation fails.
     *
     * @return the operation's response, or null when another request holds or held the key
     */
    private Uni<Response> claimAndComplete(String key, String hash, Function<UnitOfWork, Uni<Response>> operation) {
        AtomicBoolean claimed = new AtomicBoolean();
        // The request's own values are read here: the claim runs where the pool hands over the connection.
        Tuple claiming = claiming(key, hash);
        return complete(key, connection -> claim(connection, claiming).invoke(claimed::set), operation)
                .onFailure().call(() -> claimed.get() ? release(key) : Uni.createFrom().voidItem());
    }

    /**
     * A committed in-flight row, naming the backend that claims it: from here on a retry of the key
     * knows the request exists. One statement (an expired record of the key is removed first: the key
     * may be used afresh).
     */
    private static Uni<Boolean> claim(SqlConnection connection, Tuple claiming) {
        return connection.preparedQuery("SELECT erp_claim_idempotency_key($1, $2, $3, $4, $5) AS claimed")
                .execute(claiming).map(rows -> rows.iterator().next().getBoolean("claimed"));
    }

    /** The claim's arguments: the tenant, the key, the request's fingerprint, now, and when older records expired. */
    private Tuple claiming(String key, String hash) {
        Instant now = clock.instant();
        return Tuple.of(caller.tenantId(), key, hash, Rows.time(now), Rows.time(now.minus(KEPT_FOR)));
    }

    /** The operation and the stored response commit together, or neither does. */
    private Uni<Response> complete(String key, Function<SqlConnection, Uni<Boolean>> claim,
            Function<UnitOfWork, Uni<Response>> operation) {
        // The key's advisory lock is taken on entering, held until this transaction ends, however it ends: while
        // held, a retry knows the request runs.
        return units.writeClaiming(key, claim, work -> operation.apply(work)
                // The operation's writes first: the key's row is then locked only for the moment before commit,
                // so a retry meanwhile sees "in flight" (409) instead of queueing behind the whole operation.
                .invoke(response -> work.closeWith("UPDATE idempotency_keys SET state = 'done', response_status = $1, "
                        + "response_headers = $2, response_body = $3 WHERE tenant_id = $4 AND key = $5",
                        Tuple.of(response.getStatus(), json(storedHeaders(response)), json(response.getEntity()),
                                work.tenantId(), key))));
    }

    private Uni<Void> release(String key) {
        return units.write(work -> work.update(
                "DELETE FROM idempotency_keys WHERE tenant_id = $1 AND key = $2 AND state = 'in_flight'",
                Tuple.of(work.tenantId(), key))).replaceWithVoid();
    }

    /** @return the stored response, or null when the first request's claim was abandoned and is now removed */
    private Uni<Response> answerFromRecord(String key, String hash) {
        Instant grace = clock.instant().minus(CLAIM_GRACE);
        return units.write(work -> work.one("SELECT request_hash, state, response_status, response_headers, response_body, "
                + "state = 'in_flight' AND (created_at < $3 OR claimed_by IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "
                + "pg_stat_activity a WHERE a.pid = claimed_by AND a.backend_start = claimed_since)) "
                + "AND pg_try_advisory_xact_lock(" + KEY_LOCK + ") AS abandoned "
                + "FROM idempotency_keys WHERE tenant_id = $1 AND key = $2",
                Tuple.of(work.tenantId(), key, Rows.time(grace)), StoredKey::of)
                .chain(stored -> {
                    if (stored == null) {
                        // Released by a failed first attempt a moment ago: the caller may simply retry.
                        return Uni.createFrom().failure(inUse(key));
                    }
                    if (!hash.equals(stored.requestHash())) {
                        return Uni.createFrom().failure(new ProblemException(PersistenceProblem.IDEMPOTENCY_KEY_REUSED,
                                "Idempotency-Key " + key + " was used for a different request within the last 24 h; use "
                                        + "a new key for a new request."));
                    }
                    if (stored.abandoned()) {
                        // In flight, its backend gone (or past its grace), nobody holding its lock: its request died
                        // with its connection.
                        return work.update("DELETE FROM idempotency_keys WHERE tenant_id = $1 AND key = $2 "
                                + "AND state = 'in_flight'", Tuple.of(work.tenantId(), key)).replaceWith((Response) null);
                    }
                    if ("in_flight".equals(stored.state())) {
                        return Uni.createFrom().failure(inUse(key));
                    }
                    return Uni.createFrom().item(replay(stored.status(), stored.headers(), stored.body()));
                }));
    }

    /** A key's row as stored. */
    private record StoredKey(String requestHash, String state, int status, String headers, String body, boolean abandoned) {

        static StoredKey of(Row row) {
            Integer status = row.getInteger("response_status");
            return new StoredKey(row.getString("request_hash"), row.getString("state"), status == null ? 0 : status,
                    row.getString("response_headers"), row.getString("response_body"),
                    Boolean.TRUE.equals(row.getBoolean("abandoned")));
        }
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
