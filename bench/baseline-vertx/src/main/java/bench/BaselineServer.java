package bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;

/**
 * The baseline of bench/run: what the service's requests cost with nothing but Vert.x, so that
 * the service's own overhead can be measured against it.
 * <p>
 * GET /v1/health does the same per-request work as the service's happy path (one Authorization
 * header, Bearer scheme, SHA-256 of the key looked up among the key file's hashes, version header
 * check, request id) and answers the same JSON bytes (BODY_FILE, captured from the service) with
 * the same headers.
 * <p>
 * Given a PostgreSQL URI, it also serves three warehouse reads doing the same work as the
 * service in its sandbox environment: the key's tenant found by the key's hash, the
 * warehouse:read scope checked, and then in one transaction on a pooled connection the statements
 * the service's repositories send, with the same parameters, answering the same JSON bytes (see
 * {@link WarehouseReads}):
 * <ul>
 * <li>GET /v1/lots/{id}</li>
 * <li>GET /v1/lots?materialId=M&amp;status=S[&amp;limit=N], S one of quarantine, released, on_hold</li>
 * <li>GET /v1/stock-balances?materialId=M[&amp;limit=N]</li>
 * </ul>
 * Only the first page of those lists, with those filters, is served (anything else is 400): other
 * filters and cursors make other SQL. The pool is the service's: at most 20 connections spread
 * over all event loops, prepared statements cached. The service's rate limit is not applied
 * (bench keys allow 100,000 requests a second); its headers are sent as a bucket that is never
 * drawn down shows them.
 * <p>
 * Usage: BaselineServer PORT KEY_FILE BODY_FILE [postgresql://USER:PASSWORD@HOST:PORT/DATABASE]
 */
public final class BaselineServer extends AbstractVerticle {

    private static final Set<String> VERSIONS = Set.of("1", "1.0", "v1", "v1.0");
    /** The service's defaults (application.properties) for a key record without a rateLimit. */
    private static final int DEFAULT_RATE = 50;
    private static final double BURST_PER_RATE = 100.0 / DEFAULT_RATE;
    /** The service's quarkus.datasource.reactive.max-size. */
    private static final int POOL_SIZE = 20;
    /** Page.DEFAULT_LIMIT and Page.MAX_LIMIT. */
    private static final int DEFAULT_LIMIT = 50, MAX_LIMIT = 200;
    private static final Set<String> STORED_STATUSES = Set.of("quarantine", "released", "on_hold");
    private static final Set<String> LOTS_PARAMETERS = Set.of("materialId", "status", "limit");
    private static final Set<String> BALANCES_PARAMETERS = Set.of("materialId", "limit");
    // Spelt as the service spells them (Vert.x's own constants are lower case).
    private static final CharSequence CONTENT_TYPE = HttpHeaders.createOptimized("Content-Type");
    private static final CharSequence ETAG = HttpHeaders.createOptimized("ETag");
    private static final CharSequence CACHE_CONTROL = HttpHeaders.createOptimized("Cache-Control");
    private static final CharSequence JSON = HttpHeaders.createOptimized("application/json;charset=UTF-8");
    private static final CharSequence RATE_LIMIT_POLICY = HttpHeaders.createOptimized("RateLimit-Policy");
    private static final CharSequence RATE_LIMIT = HttpHeaders.createOptimized("RateLimit");

    /** A key record: whose data it reaches, whether it may read the warehouse, and its rate limit headers. */
    record Key(String tenant, boolean warehouseRead, CharSequence rateLimitPolicy, CharSequence rateLimit) {
    }

    private final int port;
    private final Map<String, Key> keys;
    private final Buffer body;
    private final WarehouseReads reads;

    BaselineServer(int port, Map<String, Key> keys, Buffer body, WarehouseReads reads) {
        this.port = port;
        this.keys = keys;
        this.body = body;
        this.reads = reads;
    }

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        Map<String, Key> keys = readKeys(Path.of(args[1]));
        Buffer body = Buffer.buffer(Files.readAllBytes(Path.of(args[2])));
        Vertx vertx = Vertx.vertx();
        int instances = 2 * Runtime.getRuntime().availableProcessors(); // as many event loops as Quarkus uses
        WarehouseReads reads = args.length > 3 ? new WarehouseReads(pool(vertx, args[3], instances)) : null;
        vertx.deployVerticle(() -> new BaselineServer(port, keys, body, reads), new DeploymentOptions().setInstances(instances))
                .onSuccess(id -> System.out.println("baseline listening on 127.0.0.1:" + port))
                .onFailure(e -> {
                    e.printStackTrace();
                    System.exit(1);
                });
    }

    /**
     * The pool as Quarkus 3.34 builds it for the service (PgPoolRecorder with the service's
     * DatabasePoolCreator and application.properties): prepared statements cached (Quarkus's
     * default for PostgreSQL), connections spread over the event loops, 3 s to connect, 5 s to
     * wait for a connection, idle ones closed after 5 minutes.
     */
    private static Pool pool(Vertx vertx, String uri, int eventLoops) {
        PgConnectOptions connect = PgConnectOptions.fromUri(uri).setCachePreparedStatements(true).setConnectTimeout(3000);
        PoolOptions options = new PoolOptions().setMaxSize(POOL_SIZE).setEventLoopSize(eventLoops)
                .setConnectionTimeout(5).setConnectionTimeoutUnit(TimeUnit.SECONDS)
                .setIdleTimeout(5).setIdleTimeoutUnit(TimeUnit.MINUTES);
        return PgBuilder.pool().with(options).connectingTo(connect).using(vertx).build();
    }

    /** The key file's JSON lines by hash; a record without tenant is the "default" tenant's, as in the service. */
    private static Map<String, Key> readKeys(Path file) throws Exception {
        Map<String, Key> keys = new HashMap<>();
        for (String line : Files.readAllLines(file)) {
            if (line.isBlank()) {
                continue;
            }
            JsonObject record = new JsonObject(line);
            String hash = record.getString("hash");
            if (hash == null || !hash.startsWith("sha256:")) {
                continue;
            }
            int rate = record.getInteger("rateLimit", DEFAULT_RATE);
            int burst = (int) Math.max(1, Math.round(rate * BURST_PER_RATE));
            long window = (burst + rate - 1L) / rate;
            JsonArray scopes = record.getJsonArray("scopes", new JsonArray());
            keys.put(hash.substring("sha256:".length()), new Key(record.getString("tenant", "default"),
                    scopes.contains("warehouse:read"),
                    HttpHeaders.createOptimized("\"per-key\";q=" + burst + ";w=" + window),
                    HttpHeaders.createOptimized("\"per-key\";r=" + (burst - 1) + ";t=1")));
        }
        return keys;
    }

    @Override
    public void start() {
        vertx.createHttpServer().requestHandler(this::handle).listen(port, "127.0.0.1");
    }

    private void handle(HttpServerRequest request) {
        String requestId = new UUID(ThreadLocalRandom.current().nextLong(), ThreadLocalRandom.current().nextLong()).toString();
        HttpServerResponse response = request.response();
        response.putHeader("X-Request-Id", requestId).putHeader("X-SERVICE-API-Version", "1.0");
        List<String> authorization = request.headers().getAll("Authorization");
        Key key = authorization.size() != 1 || !authorization.get(0).regionMatches(true, 0, "Bearer ", 0, 7) ? null
                : keys.get(sha256Hex(authorization.get(0).substring(7).strip()));
        if (key == null) {
            response.setStatusCode(401).end();
            return;
        }
        String version = request.getHeader("X-SERVICE-API-Version");
        if (version != null && !VERSIONS.contains(version.strip())) {
            response.setStatusCode(400).end();
            return;
        }
        String path = request.path();
        if ("/v1/health".equals(path)) {
            response.putHeader("Content-Type", "application/health+json;charset=UTF-8")
                    .putHeader("Cache-Control", "no-store").end(body);
            return;
        }
        boolean lots = "/v1/lots".equals(path);
        if (reads != null && path.startsWith("/v1/lots/") && path.indexOf('/', "/v1/lots/".length()) < 0) {
            read(request, key, requestId, path.substring("/v1/lots/".length()));
        } else if (reads != null && (lots || "/v1/stock-balances".equals(path))) {
            list(request, key, lots);
        } else {
            response.setStatusCode(404).end();
        }
    }

    private void read(HttpServerRequest request, Key key, String requestId, String id) {
        if (!authorized(request, key)) {
            return;
        }
        reads.lot(key.tenant(), id).onComplete(lot -> {
            HttpServerResponse response = request.response();
            if (lot.succeeded()) {
                response.putHeader(CONTENT_TYPE, JSON).putHeader(ETAG, "\"" + lot.result().version() + "\"")
                        .end(lot.result().body());
            } else if (lot.cause() == WarehouseReads.NOT_FOUND) {
                response.setStatusCode(404).putHeader(CACHE_CONTROL, "no-store")
                        .putHeader(CONTENT_TYPE, "application/problem+json")
                        .end(WarehouseReads.lotNotFound(id, request.path(), requestId));
            } else {
                failed(request, lot.cause());
            }
        });
    }

    private void list(HttpServerRequest request, Key key, boolean lots) {
        String materialId = request.getParam("materialId");
        String status = request.getParam("status");
        Integer limit = limit(request.getParam("limit"));
        if (materialId == null || materialId.length() > 40 || limit == null
                || !(lots ? LOTS_PARAMETERS : BALANCES_PARAMETERS).containsAll(request.params().names())
                || lots && (status == null || !STORED_STATUSES.contains(status))) {
            request.response().setStatusCode(400).end("The baseline serves only the first page of a material's lots in status "
                    + "quarantine, released or on_hold, and of a material's stock balances; limit 1 to " + MAX_LIMIT + ".\n");
            return;
        }
        if (!authorized(request, key)) {
            return;
        }
        Future<Buffer> page = lots ? reads.lots(key.tenant(), materialId, status, limit)
                : reads.balances(key.tenant(), materialId, limit);
        page.onComplete(json -> {
            if (json.succeeded()) {
                request.response().putHeader(CONTENT_TYPE, JSON).end(json.result());
            } else {
                failed(request, json.cause());
            }
        });
    }

    /** @return the limit parameter, 50 when absent, null when not 1 to 200 */
    private static Integer limit(String value) {
        if (value == null) {
            return DEFAULT_LIMIT;
        }
        try {
            int limit = Integer.parseInt(value);
            return limit >= 1 && limit <= MAX_LIMIT ? limit : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The scope check, and the rate limit headers the service sends from here on. */
    private static boolean authorized(HttpServerRequest request, Key key) {
        HttpServerResponse response = request.response();
        response.headers().add(RATE_LIMIT_POLICY, key.rateLimitPolicy()).add(RATE_LIMIT, key.rateLimit());
        if (!key.warehouseRead()) {
            response.setStatusCode(403).end();
            return false;
        }
        return true;
    }

    private static void failed(HttpServerRequest request, Throwable cause) {
        cause.printStackTrace();
        request.response().setStatusCode(500).end();
    }

    private static String sha256Hex(String key) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
