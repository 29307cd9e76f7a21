package com.pharmaerp.api.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.testsupport.RawHttp;
import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;

/**
 * Malformed HTTP at the socket level against the packaged service: broken request lines, header
 * injection, oversized and endless headers, bad framing, pipelined garbage, early close and slow
 * headers. Properties: each is answered 4xx or the connection is closed cleanly (never a 5xx,
 * never a hang); liveness stays UP; a valid request still works; threads and heap do not grow
 * beyond stated bounds; nothing leaks key material.
 */
class MalformedHttpIT {

    private static final String KEY = "Authorization: Bearer " + TestKeys.ACTIVE + "\r\n";
    private static final int MAX_EXTRA_THREADS = 10;
    private static final long MAX_EXTRA_HEAP_BYTES = 64L * 1024 * 1024;

    @TempDir
    Path dir;

    @Test
    void malformedRequestsAreRefusedCleanlyAndTheServiceStaysHealthy() throws Exception {
        Map<String, byte[]> cases = new LinkedHashMap<>();
        cases.put("garbage request line", ascii("GARBAGE\r\n\r\n"));
        cases.put("missing target", ascii("GET\r\nHost: x\r\n\r\n"));
        cases.put("unknown HTTP version", ascii("GET /v1/health HTTP/9.9\r\nHost: x\r\n\r\n"));
        cases.put("header without colon", ascii("GET /v1/health HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n"));
        cases.put("CR LF injected in header value", ascii("GET /v1/health HTTP/1.1\r\nHost: x\r\nX-A: a\rInjected: b\r\n\r\n"));
        cases.put("NUL in header value", ascii("GET /v1/health HTTP/1.1\r\nHost: x\r\n" + KEY + "X-A: a\u0000b\r\n\r\n"));
        cases.put("NUL in request line", ascii("GET /v1/hea\u0000lth HTTP/1.1\r\nHost: x\r\n\r\n"));
        cases.put("space in header name", ascii("GET /v1/health HTTP/1.1\r\nHost: x\r\nBad Name: v\r\n\r\n"));
        cases.put("oversized header (40 KiB)", ascii("GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: " + "b".repeat(40_960)
                + "\r\n\r\n"));
        cases.put("endless header (200 KiB, no end)", ascii("GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Endless: "
                + "e".repeat(204_800)));
        cases.put("request line of 20 KiB", ascii("GET /v1/" + "a".repeat(20_480) + " HTTP/1.1\r\nHost: x\r\n\r\n"));
        cases.put("non-numeric Content-Length", ascii("POST /v1/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n"));
        cases.put("negative Content-Length", ascii("POST /v1/health HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n"));
        cases.put("Content-Length and chunked", ascii("POST /v1/health HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n"));
        cases.put("bad chunk size", ascii("POST /v1/health HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"));
        cases.put("pipelined garbage after a valid request", ascii("GET /v1/health HTTP/1.1\r\nHost: x\r\n" + KEY
                + "\r\n\u0001\u0002GARBAGE\r\n\r\n"));
        cases.put("binary noise", noise(4096));

        Map<String, Integer> outcomes = new TreeMap<>();
        long started = System.nanoTime();
        try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, Map.of())) {
            URL server = new URL("http://127.0.0.1:" + service.httpPort() + "/");
            double threadsBefore = gauge(service.metrics(), "jvm_threads_live_threads");
            double heapBefore = heapUsed(service.metrics());

            for (Map.Entry<String, byte[]> entry : cases.entrySet()) {
                // An answer followed by a second of silence is the whole answer on a connection kept open.
                RawHttp.Exchange exchange = RawHttp.send(server, entry.getValue(), 10_000, 1_000);
                String outcome = judge(entry.getKey(), exchange);
                outcomes.merge(outcome, 1, Integer::sum);
            }
            outcomes.merge(earlyClose(server), 1, Integer::sum);
            outcomes.merge(slowHeaders(server, service), 1, Integer::sum);

            assertThat(service.livenessStatus()).as("liveness after the malformed traffic").isEqualTo(200);
            assertThat(service.readinessStatus()).as("readiness after the malformed traffic").isEqualTo(200);
            assertThat(service.get("/v1/health", TestKeys.ACTIVE).statusCode()).isEqualTo(200);
            double threadsAfter = gauge(service.metrics(), "jvm_threads_live_threads");
            double heapAfter = heapUsed(service.metrics());
            assertThat(threadsAfter - threadsBefore).as("thread growth").isLessThanOrEqualTo(MAX_EXTRA_THREADS);
            assertThat(heapAfter - heapBefore).as("heap growth").isLessThanOrEqualTo(MAX_EXTRA_HEAP_BYTES);
            service.terminate();
            service.awaitExit(Duration.ofSeconds(30));
            assertThat(service.output()).doesNotContainPattern(HostileRequestsFuzzIT.KEY_MATERIAL);
            Reports.write("malformed-http", (cases.size() + 2) + " cases in "
                    + (System.nanoTime() - started) / 1_000_000 + " ms; threads " + (long) threadsBefore + " → "
                    + (long) threadsAfter + ", heap used " + mib(heapBefore) + " → " + mib(heapAfter) + " MiB", outcomes);
        }
    }

    private static String judge(String name, RawHttp.Exchange exchange) {
        String response = exchange.response();
        assertThat(response).as("%s: no key material", name).doesNotContainPattern(HostileRequestsFuzzIT.KEY_MATERIAL);
        if (response.isEmpty()) {
            assertThat(exchange.closedByServer()).as("%s: closed rather than left hanging", name).isTrue();
            return "closed without a response";
        }
        List<Integer> statuses = new ArrayList<>();
        Matcher matcher = Pattern.compile("HTTP/\\d\\.\\d (\\d{3}) ").matcher(response);
        while (matcher.find()) {
            statuses.add(Integer.parseInt(matcher.group(1)));
        }
        assertThat(statuses).as("%s: status lines in %s", name, response.lines().findFirst().orElse("")).isNotEmpty();
        int last = statuses.get(statuses.size() - 1);
        assertThat(statuses).as("%s: never a 5xx", name).allMatch(status -> status < 500);
        assertThat(last).as("%s: refused with a 4xx", name).isBetween(400, 499);
        return last + (statuses.size() > 1 ? " after " + statuses.get(0) : "");
    }

    private static String earlyClose(URL server) throws IOException {
        for (int i = 0; i < 50; i++) {
            try (Socket socket = new Socket(server.getHost(), server.getPort())) {
                socket.getOutputStream().write(ascii("GET /v1/health HTTP/1.1\r\nHost: x\r\n" + KEY.substring(0, 20)));
            }
        }
        return "closed early by the client (x50)";
    }

    /** Bounded slowloris: 50 connections trickle header bytes for 5 s while a valid client is served. */
    private static String slowHeaders(URL server, ServiceProcess service) throws Exception {
        List<Socket> slow = new ArrayList<>();
        try {
            for (int i = 0; i < 50; i++) {
                Socket socket = new Socket(server.getHost(), server.getPort());
                socket.getOutputStream().write(ascii("GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Slow: "));
                slow.add(socket);
            }
            AtomicLong slowest = new AtomicLong();
            AtomicInteger ticks = new AtomicInteger();
            // Awaitility paces the attack: one byte per connection, then a valid request, every 200 ms, 25 times.
            await().atMost(Duration.ofSeconds(60)).pollDelay(Duration.ZERO).pollInterval(Duration.ofMillis(200)).until(() -> {
                for (Socket socket : slow) {
                    OutputStream out = socket.getOutputStream();
                    out.write('s');
                    out.flush();
                }
                long start = System.nanoTime();
                assertThat(service.get("/v1/health", TestKeys.ACTIVE).statusCode()).isEqualTo(200);
                slowest.accumulateAndGet((System.nanoTime() - start) / 1_000_000, Math::max);
                assertThat(service.livenessStatus()).isEqualTo(200);
                return ticks.incrementAndGet() == 25;
            });
            long servedMillis = slowest.get();
            assertThat(servedMillis).as("slowest valid request during the slow-header attack").isLessThan(2_000);
            return "slow headers x50 for 5 s: valid requests still served (slowest " + servedMillis + " ms)";
        } finally {
            for (Socket socket : slow) {
                socket.close();
            }
        }
    }

    private static double gauge(String metrics, String name) {
        Matcher matcher = Pattern.compile("(?m)^" + name + "(\\{[^}]*})? ([0-9.eE+-]+)$").matcher(metrics);
        assertThat(matcher.find()).as(name).isTrue();
        return Double.parseDouble(matcher.group(2));
    }

    private static double heapUsed(String metrics) {
        Matcher matcher = Pattern.compile("(?m)^jvm_memory_used_bytes\\{area=\"heap\"[^}]*} ([0-9.eE+-]+)$").matcher(metrics);
        double total = 0;
        while (matcher.find()) {
            total += Double.parseDouble(matcher.group(1));
        }
        return total;
    }

    private static long mib(double bytes) {
        return Math.round(bytes / (1024 * 1024));
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static byte[] noise(int length) {
        byte[] bytes = new byte[length];
        new java.util.Random(42).nextBytes(bytes);
        return bytes;
    }
}
