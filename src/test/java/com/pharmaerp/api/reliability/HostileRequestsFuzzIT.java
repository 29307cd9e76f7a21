package com.pharmaerp.api.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.problem.ProblemType;
import com.pharmaerp.api.testsupport.ProblemCodes;
import com.pharmaerp.api.testsupport.RawHttpClient;
import com.pharmaerp.api.testsupport.ServiceProcess;

/**
 * Property-based HTTP fuzzing of the packaged service: at least 10,000 generated requests
 * (hostile Authorization, version, request-id, Accept and body values, methods and paths), with
 * a valid request after every nine. Properties: never a 5xx; every error is a problem with a
 * known code (or the documented bare 400 for unparseable URIs); no key material in any response
 * or log line; the valid requests always get 200. Seed: {@code -Dfuzz.seed}, printed on failure.
 */
class HostileRequestsFuzzIT {

    static final Pattern KEY_MATERIAL = Pattern.compile("erp_(live|test)_[0-9A-Za-z]{8,}");
    private static final int REQUESTS = Integer.getInteger("fuzz.requests", 10_000);
    private static final Duration BUDGET = Duration.ofMinutes(3);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> CODES = ProblemCodes.declared().stream().map(ProblemType::code)
            .collect(Collectors.toSet());

    @TempDir
    Path dir;

    @Test
    void hostileRequestsNeverGetA5xxAnUnknownErrorOrALeakedKey() throws Exception {
        long seed = Long.getLong("fuzz.seed", System.nanoTime());
        HostileRequests generator = new HostileRequests(seed);
        Map<String, Integer> outcomes = new TreeMap<>();
        long started = System.nanoTime();
        String log;
        String metrics;
        try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, Map.of(
                "ERP_RATE_LIMIT_REQUESTS_PER_SECOND", "100000", "ERP_RATE_LIMIT_BURST", "100000",
                "ERP_RATE_LIMIT_UNAUTHENTICATED_REQUESTS_PER_SECOND", "100000",
                "ERP_RATE_LIMIT_UNAUTHENTICATED_BURST", "100000"));
                RawHttpClient client = new RawHttpClient("127.0.0.1", service.httpPort())) {
            for (int i = 1; i <= REQUESTS; i++) {
                HostileRequests.Case request = i % 10 == 0 ? HostileRequests.valid() : generator.next();
                RawHttpClient.Response response = client.exchange(request.bytes(), request.head());
                String outcome = check(request, response, seed, i);
                outcomes.merge(outcome, 1, Integer::sum);
                if (System.nanoTime() - started > BUDGET.toNanos()) {
                    fail("fuzzing exceeded its time budget after " + i + " requests (seed " + seed + ")");
                }
            }
            metrics = service.metrics();
            service.terminate();
            service.awaitExit(Duration.ofSeconds(30));
            log = service.output();
        }
        long millis = (System.nanoTime() - started) / 1_000_000;

        assertThat(log).as("key material in the service log (seed %d)", seed).doesNotContainPattern(KEY_MATERIAL);
        assertThat(metrics).as("key material in metrics").doesNotContainPattern(KEY_MATERIAL);
        Reports.write("fuzz", "seed " + seed + ", " + REQUESTS + " requests in " + millis + " ms", outcomes);
    }

    /** Checks one exchange against the properties; returns its outcome label for the report. */
    private static String check(HostileRequests.Case request, RawHttpClient.Response response, long seed, int index) {
        String where = "request " + index + " (seed " + seed + ", " + request.method() + " "
                + abbreviate(request.target()) + ", " + request.kind() + ")";
        assertThat(response.status()).as("%s: server answered", where).isPositive();
        assertThat(response.status()).as("%s: no 5xx", where).isLessThan(500);
        String text = response.bodyText();
        assertThat(text).as("%s: no key material in the body", where).doesNotContainPattern(KEY_MATERIAL);
        assertThat(response.headers().toString()).as("%s: no key material in headers", where)
                .doesNotContainPattern(KEY_MATERIAL);
        if (request.kind().equals("valid")) {
            assertThat(response.status()).as("%s: valid request served", where).isEqualTo(200);
            return "200 valid";
        }
        if (response.status() < 400) {
            return response.status() + " served";
        }
        if (!request.uriParses()) {
            assertThat(response.status()).as("%s: unparseable URI", where).isEqualTo(400);
            return "400 bare (unparseable URI)";
        }
        assertThat(response.header("content-type")).as("%s: problem+json", where).startsWith("application/problem+json");
        if (request.head()) {
            return response.status() + " HEAD (problem headers, no body)";
        }
        JsonNode problem;
        try {
            problem = JSON.readTree(response.body());
        } catch (Exception e) {
            throw new AssertionError(where + ": problem body is not JSON: " + abbreviate(text), e);
        }
        String code = problem.path("code").asText();
        assertThat(CODES).as("%s: known code", where).contains(code);
        assertThat(problem.path("status").asInt()).as("%s: status in body", where).isEqualTo(response.status());
        assertThat(problem.path("requestId").asText()).as("%s: requestId", where).isEqualTo(response.header("x-request-id"));
        return response.status() + " " + code;
    }

    private static String abbreviate(String text) {
        return text.length() <= 120 ? text : text.substring(0, 120) + "…(" + text.length() + " chars)";
    }
}
