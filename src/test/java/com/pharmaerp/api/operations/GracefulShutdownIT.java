package com.pharmaerp.api.operations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.Socket;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;

/**
 * SIGTERM, as Kubernetes sends it, under load: readiness turns DOWN at once, requests keep being
 * served during the shutdown delay (so those already routed here complete), every request the
 * service accepted is answered 200, and the process exits 0 within the grace period.
 */
class GracefulShutdownIT {

    private static final Duration DELAY = Duration.ofSeconds(3);

    @TempDir
    Path dir;

    @Test
    void sigtermTurnsReadinessDownServesInFlightRequestsAndExitsZero() throws Exception {
        try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, Map.of("QUARKUS_SHUTDOWN_DELAY", DELAY.toSeconds() + "s", "ERP_RATE_LIMIT_ENABLED", "false"))) {
            AtomicBoolean stopping = new AtomicBoolean();
            AtomicInteger servedBeforeStopping = new AtomicInteger();
            ConcurrentLinkedQueue<Integer> statusesWhileStopping = new ConcurrentLinkedQueue<>();
            ConcurrentLinkedQueue<Throwable> failuresWhileServing = new ConcurrentLinkedQueue<>();
            ExecutorService clients = Executors.newFixedThreadPool(4);
            List<Future<Object>> load = java.util.stream.IntStream.range(0, 4).mapToObj(i -> clients.submit(() -> {
                while (true) {
                    try {
                        HttpResponse<String> response = service.get("/v1/health", TestKeys.ACTIVE);
                        if (stopping.get()) {
                            statusesWhileStopping.add(response.statusCode());
                        } else {
                            servedBeforeStopping.incrementAndGet();
                        }
                    } catch (Exception e) {
                        if (!stopping.get()) {
                            failuresWhileServing.add(e);
                        }
                        // Once stopping, a refused or unprocessed request is the closing server saying no;
                        // it was never accepted, so it is safe to retry elsewhere.
                        return (Object) null;
                    }
                }
            })).toList();
            await("the load runs").atMost(Duration.ofSeconds(10)).until(() -> servedBeforeStopping.get() >= 20);

            service.terminate();
            stopping.set(true);
            long signalled = System.nanoTime();
            int readiness = await().atMost(Duration.ofSeconds(2)).pollDelay(Duration.ZERO).pollInterval(Duration.ofMillis(10))
                    .until(service::readinessStatus, status -> status != 200);
            long readinessMillis = (System.nanoTime() - signalled) / 1_000_000;
            int exit = service.awaitExit(Duration.ofSeconds(30));
            long exitMillis = (System.nanoTime() - signalled) / 1_000_000;
            for (Future<Object> client : load) {
                client.get();
            }
            clients.shutdown();

            assertThat(readiness).as("readiness right after SIGTERM").isEqualTo(503);
            assertThat(readinessMillis).isLessThan(1_000);
            assertThat(statusesWhileStopping).as("requests served during the shutdown delay").isNotEmpty()
                    .allMatch(status -> status == 200);
            assertThat(failuresWhileServing).as("errors before SIGTERM").isEmpty();
            assertThat(exit).as("exit status").isZero();
            assertThat(exitMillis).isBetween(DELAY.toMillis() - 500, DELAY.toMillis() + 20_000);
            assertThat(service.output()).contains("stopped in");
        }
    }

    @Test
    void sigtermAlsoStopsTheEmbeddedDatabase() throws Exception {
        try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, Map.of())) {
            Matcher started = Pattern.compile("Embedded PostgreSQL on 127\\.0\\.0\\.1:(\\d+)").matcher(service.output());
            assertThat(started.find()).as("the embedded database's start in the log").isTrue();
            int database = Integer.parseInt(started.group(1));

            service.terminate();

            assertThat(service.awaitExit(Duration.ofSeconds(30))).as("exit status").isZero();
            assertThatThrownBy(() -> new Socket("127.0.0.1", database).close()).as("the embedded database after exit")
                    .isInstanceOf(IOException.class);
        }
    }
}
