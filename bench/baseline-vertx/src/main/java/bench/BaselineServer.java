package bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;

/**
 * The baseline of bench/run: what GET /v1/health costs with nothing but Vert.x. It does the same
 * per-request work as the service's happy path (one Authorization header, Bearer scheme, SHA-256
 * of the key looked up among the key file's hashes, version header check, request id) and
 * answers the same JSON bytes with the same headers. Usage: BaselineServer PORT KEY_FILE BODY_FILE
 */
public final class BaselineServer extends AbstractVerticle {

    private static final Set<String> VERSIONS = Set.of("1", "1.0", "v1", "v1.0");
    private static final Pattern HASH = Pattern.compile("\"hash\":\"sha256:([0-9a-f]{64})\"");

    private final int port;
    private final Set<String> hashes;
    private final Buffer body;

    BaselineServer(int port, Set<String> hashes, Buffer body) {
        this.port = port;
        this.hashes = hashes;
        this.body = body;
    }

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        Matcher matcher = HASH.matcher(Files.readString(Path.of(args[1])));
        Set<String> hashes = new java.util.HashSet<>();
        while (matcher.find()) {
            hashes.add(matcher.group(1));
        }
        Buffer body = Buffer.buffer(Files.readAllBytes(Path.of(args[2])));
        Vertx vertx = Vertx.vertx();
        int instances = 2 * Runtime.getRuntime().availableProcessors(); // as many event loops as Quarkus uses
        vertx.deployVerticle(() -> new BaselineServer(port, hashes, body), new DeploymentOptions().setInstances(instances))
                .onSuccess(id -> System.out.println("baseline listening on 127.0.0.1:" + port))
                .onFailure(e -> {
                    e.printStackTrace();
                    System.exit(1);
                });
    }

    @Override
    public void start() {
        vertx.createHttpServer().requestHandler(this::handle).listen(port, "127.0.0.1");
    }

    private void handle(HttpServerRequest request) {
        String requestId = new UUID(ThreadLocalRandom.current().nextLong(), ThreadLocalRandom.current().nextLong()).toString();
        request.response().putHeader("X-Request-Id", requestId).putHeader("X-SERVICE-API-Version", "1.0");
        List<String> authorization = request.headers().getAll("Authorization");
        if (authorization.size() != 1 || !authorization.get(0).regionMatches(true, 0, "Bearer ", 0, 7)
                || !hashes.contains(sha256Hex(authorization.get(0).substring(7).strip()))) {
            request.response().setStatusCode(401).end();
            return;
        }
        String version = request.getHeader("X-SERVICE-API-Version");
        if (version != null && !VERSIONS.contains(version.strip())) {
            request.response().setStatusCode(400).end();
            return;
        }
        if (!"/v1/health".equals(request.path())) {
            request.response().setStatusCode(404).end();
            return;
        }
        request.response().putHeader("Content-Type", "application/health+json;charset=UTF-8")
                .putHeader("Cache-Control", "no-store").end(body);
    }

    private static String sha256Hex(String key) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
