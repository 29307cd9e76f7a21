package com.pharmaerp.api.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;

/**
 * The production log stream of the packaged artifact: JSON lines, one access line per request
 * with request id, key id, route, status and duration, and no key material anywhere, whatever
 * the requests carried.
 */
class ProductionLogsIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void logsAreJsonWithAccessLinesAndNeverContainKeys() throws Exception {
        String mistyped = TestKeys.ACTIVE.substring(0, 30) + "x" + TestKeys.ACTIVE.substring(31);
        List<String> presented = List.of(TestKeys.ACTIVE, TestKeys.REVOKED, TestKeys.EXPIRED, TestKeys.LIVE,
                TestKeys.UNKNOWN, TestKeys.NO_SCOPE, mistyped);
        String output;
        try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, Map.of())) {
            for (String key : presented) {
                service.get("/v1/health", key);
                service.get("/v1/no-such-path/" + key, key);
            }
            service.get("/v1/health", null);
            service.terminate();
            service.awaitExit(Duration.ofSeconds(30));
            output = service.output();
        }

        for (String key : presented) {
            String secret = key.substring("erp_test_".length(), "erp_test_".length() + 20);
            assertThat(output).as("key material in the logs").doesNotContain(secret);
        }
        assertThat(output).doesNotContainPattern(Pattern.compile("erp_(live|test)_[0-9A-Za-z]{8,}"));

        List<JsonNode> lines = output.lines().filter(line -> line.startsWith("{")).map(ProductionLogsIT::parse).toList();
        assertThat(lines).as("JSON log lines").hasSizeGreaterThan(presented.size());
        List<JsonNode> access = lines.stream().filter(l -> l.path("loggerName").asText().equals("com.pharmaerp.api.access"))
                .toList();
        assertThat(access).hasSize(presented.size() * 2 + 1);
        JsonNode served = access.stream().filter(l -> l.path("message").asText().startsWith("GET /v1/health 200 "))
                .findFirst().orElseThrow();
        assertThat(served.path("message").asText()).matches("GET /v1/health 200 \\d+ ms");
        assertThat(served.path("mdc").path("requestId").asText()).isNotBlank();
        assertThat(served.path("mdc").path("keyId").asText()).isEqualTo("key_Active0000000001");
        assertThat(access).allSatisfy(line -> assertThat(line.path("message").asText())
                .matches("GET (/v1/health|/UNMATCHED) \\d{3} \\d+ ms"));
    }

    @Test
    void theOpenApiDocumentsAccessLineNamesItsPath() throws Exception {
        String output;
        try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, Map.of())) {
            assertThat(service.get("/q/openapi", null).statusCode()).isEqualTo(200);
            service.terminate();
            service.awaitExit(Duration.ofSeconds(30));
            output = service.output();
        }

        List<String> access = output.lines().filter(line -> line.startsWith("{")).map(ProductionLogsIT::parse)
                .filter(l -> l.path("loggerName").asText().equals("com.pharmaerp.api.access"))
                .map(l -> l.path("message").asText()).toList();
        assertThat(access).singleElement().asString().matches("GET /q/openapi 200 \\d+ ms");
    }

    private static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (Exception e) {
            throw new AssertionError("not a JSON log line: " + line, e);
        }
    }
}
