package com.pharmaerp.api.testsupport;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.ToIntFunction;

import org.awaitility.core.ConditionTimeoutException;

import com.pharmaerp.api.platform.persistence.EmbeddedDatabase;
import com.pharmaerp.api.platform.security.ApiKeyFile;

/**
 * The packaged artifact run as operators run it: its own process, production profile (JSON
 * logs), loopback ports of its own, standard output captured to a file. For what a test inside
 * the application cannot show: signals, exit codes, the real log stream.
 */
public final class ServiceProcess implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private final Process process;
    private final Path output;
    private final int httpPort;
    private final int managementPort;

    private ServiceProcess(Process process, Path output, int httpPort, int managementPort) {
        this.process = process;
        this.output = output;
        this.httpPort = httpPort;
        this.managementPort = managementPort;
    }

    /** Starts the artifact in {@code dir} with the standard test keys (see {@link TestKeys}). */
    public static ServiceProcess startWithTestKeys(Path dir, Map<String, String> environment) throws Exception {
        return start(testKeys(dir), dir.resolve("out.log"), environment);
    }

    /**
     * The environment that points the artifact at a database of the test's own, as at an external
     * server (several processes may share it).
     */
    public static Map<String, String> externalDatabase(EmbeddedDatabase database) {
        Map<String, String> env = new HashMap<>();
        env.put("ERP_DATABASE_EMBEDDED", "false");
        database.quarkusConfig().forEach((name, value) -> env.put(name.toUpperCase().replace('.', '_').replace('-', '_'), value));
        return env;
    }

    /** Starts the artifact and waits only until it is alive, for a service that is meant to stay not ready. */
    public static ServiceProcess startAliveWithTestKeys(Path dir, Map<String, String> environment) throws Exception {
        return start(testKeys(dir), dir.resolve("out.log"), environment, ServiceProcess::livenessStatus);
    }

    private static Path testKeys(Path dir) throws IOException {
        Path keys = dir.resolve("keys.jsonl");
        ApiKeyFile.write(keys, TestKeys.records());
        return keys;
    }

    /** Starts the artifact with the given key file and extra environment, and waits until it is ready. */
    public static ServiceProcess start(Path keyFile, Path output, Map<String, String> environment) throws Exception {
        return start(keyFile, output, environment, ServiceProcess::readinessStatus);
    }

    private static ServiceProcess start(Path keyFile, Path output, Map<String, String> environment,
            ToIntFunction<ServiceProcess> probe) throws Exception {
        int[] ports = freePorts();
        int httpPort = ports[0];
        int managementPort = ports[1];
        List<String> command = new ArrayList<>(launcher());
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(output.toFile());
        Map<String, String> env = builder.environment();
        env.put("ERP_ENVIRONMENT", "sandbox");
        env.put("ERP_DATABASE_EMBEDDED", "true");
        env.put("ERP_API_KEYS_FILE", keyFile.toString());
        env.put("ERP_USERS_PASSWORD_COST", TestDatabase.TEST_PASSWORD_COST);
        env.put("QUARKUS_HTTP_HOST", "127.0.0.1");
        env.put("QUARKUS_HTTP_PORT", Integer.toString(httpPort));
        env.put("QUARKUS_MANAGEMENT_HOST", "127.0.0.1");
        env.put("QUARKUS_MANAGEMENT_PORT", Integer.toString(managementPort));
        env.putAll(TestKeys.webhookEnvironment());
        // No 5 s pause at each SIGTERM, as for the launcher's jar (TestKeys); GracefulShutdownIT sets the delay it tests.
        env.put("QUARKUS_SHUTDOWN_DELAY", "0s");
        // An empty value removes the variable: the service then runs without that setting.
        environment.forEach((name, value) -> {
            if (value.isEmpty()) {
                env.remove(name);
            } else {
                env.put(name, value);
            }
        });
        ServiceProcess service = new ServiceProcess(builder.start(), output, httpPort, managementPort);
        try {
            await().atMost(Duration.ofSeconds(60)).pollDelay(Duration.ZERO).pollInterval(Duration.ofMillis(100))
                    .until(() -> !service.process.isAlive() || probe.applyAsInt(service) == 200);
            if (service.process.isAlive()) {
                return service;
            }
        } catch (ConditionTimeoutException e) {
            // reported below with the service's output
        }
        service.close();
        throw new IllegalStateException("the service did not come up:\n" + Files.readString(output));
    }

    public HttpResponse<String> get(String path, String key) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + httpPort + path))
                .timeout(Duration.ofSeconds(10));
        if (key != null) {
            request.header("Authorization", "Bearer " + key);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The readiness probe's status, or -1 when nothing answers. */
    public int readinessStatus() {
        return probeStatus("ready");
    }

    /** The liveness probe's status, or -1 when nothing answers. */
    public int livenessStatus() {
        return probeStatus("live");
    }

    private int probeStatus(String probe) {
        try {
            return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + "/q/health/" + probe))
                    .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    public int httpPort() {
        return httpPort;
    }

    public int managementPort() {
        return managementPort;
    }

    public String metrics() throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + "/q/metrics")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    /** Sends SIGKILL: the process ends at once, as a pod whose node fails, with nothing finished or released. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    /** Sends SIGTERM, as Kubernetes does. */
    public void terminate() {
        process.destroy();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Waits for the process to end and returns its exit status. */
    public int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new IllegalStateException("the service did not exit within " + timeout);
        }
        return process.exitValue();
    }

    public String output() throws IOException {
        return Files.readString(output);
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroyForcibly();
            process.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** The native executable when one was built, else the fast-jar on this JVM. */
    public static List<String> launcher() {
        String nativeImage = System.getProperty("native.image.path");
        if (nativeImage != null && Files.isExecutable(Path.of(nativeImage))) {
            return List.of(nativeImage);
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-jar", "target/quarkus-app/quarkus-run.jar");
    }

    /**
     * Two distinct free ports: both sockets are held open until both are chosen, since the system may
     * hand a port just closed out again, and Vert.x then shares one port between the public and the
     * management server.
     */
    private static int[] freePorts() throws IOException {
        try (ServerSocket http = new ServerSocket(0); ServerSocket management = new ServerSocket(0)) {
            return new int[] {http.getLocalPort(), management.getLocalPort()};
        }
    }
}
