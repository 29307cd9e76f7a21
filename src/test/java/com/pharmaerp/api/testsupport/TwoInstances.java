package com.pharmaerp.api.testsupport;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import com.pharmaerp.api.platform.persistence.EmbeddedDatabase;

import io.restassured.RestAssured;

/**
 * Two packaged-jar processes on one PostgreSQL, as two pods behind a Service, for the tests that
 * prove an invariant is kept by the database (conditional updates, row locks, constraints) and not
 * by either JVM: calls released at once against both, then the database looked at directly.
 */
public final class TwoInstances implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    public final EmbeddedDatabase database;
    public final ServiceProcess a;
    public final ServiceProcess b;
    /** The tenant's people and master data, made through instance A. */
    public final GmpFlow flow;

    private TwoInstances(EmbeddedDatabase database, ServiceProcess a, ServiceProcess b) {
        this.database = database;
        this.a = a;
        this.b = b;
        RestAssured.port = a.httpPort();
        this.flow = new GmpFlow(TestKeys.ACTIVE);
    }

    public static TwoInstances start(Path dir) throws Exception {
        return start(dir, Map.of());
    }

    /** The same, with settings both instances get beside the shared database. */
    public static TwoInstances start(Path dir, Map<String, String> environment) throws Exception {
        EmbeddedDatabase database = EmbeddedDatabase.start(dir.resolve("pgdata"), 0);
        Map<String, String> shared = new HashMap<>(ServiceProcess.externalDatabase(database));
        shared.putAll(environment);
        return new TwoInstances(database, ServiceProcess.startWithTestKeys(Files.createDirectories(dir.resolve("a")), shared),
                ServiceProcess.startWithTestKeys(Files.createDirectories(dir.resolve("b")), shared));
    }

    /** Instance A for even call indexes, B for odd ones: a load spread over both. */
    public ServiceProcess either(int index) {
        return index % 2 == 0 ? a : b;
    }

    @FunctionalInterface
    public interface Call {
        HttpResponse<String> send(int index) throws Exception;
    }

    /** The calls released together by one latch, so they really overlap; each bounded in time. */
    public static List<HttpResponse<String>> concurrently(int count, Call call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(count);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<HttpResponse<String>>> futures = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int index = i;
                futures.add(pool.submit(() -> {
                    start.await();
                    return call.send(index);
                }));
            }
            start.countDown();
            List<HttpResponse<String>> answers = new ArrayList<>();
            for (Future<HttpResponse<String>> future : futures) {
                answers.add(future.get(60, TimeUnit.SECONDS));
            }
            return answers;
        } finally {
            pool.shutdownNow();
        }
    }

    /** A JSON POST by the acting user, with any further headers. */
    public HttpResponse<String> post(ServiceProcess instance, String path, String body, String actingUser,
            Map<String, String> headers) throws Exception {
        HttpRequest.Builder request = request(instance, path).header("Content-Type", "application/json")
                .header("X-Acting-User", actingUser).POST(HttpRequest.BodyPublishers.ofString(body));
        headers.forEach(request::header);
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> delete(ServiceProcess instance, String path, String actingUser) throws Exception {
        return HTTP.send(request(instance, path).header("X-Acting-User", actingUser).DELETE().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> get(ServiceProcess instance, String path) throws Exception {
        return HTTP.send(request(instance, path).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The shared database as its superuser, to count what the instances made. */
    public Connection superuser() throws SQLException {
        return LedgerCheck.superuser(database);
    }

    private static HttpRequest.Builder request(ServiceProcess instance, String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + instance.httpPort() + path))
                .timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + TestKeys.ACTIVE);
    }

    /** Both instances, then the database. */
    @Override
    public void close() throws Exception {
        RestAssured.reset();
        try (ServiceProcess first = a; ServiceProcess second = b) {
            // both closed here
        } finally {
            database.close();
        }
    }
}
