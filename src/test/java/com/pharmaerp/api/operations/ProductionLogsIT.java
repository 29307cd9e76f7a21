package com.pharmaerp.api.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;

/**
 * The production log stream of the packaged artifact: JSON lines, no key material anywhere,
 * whatever the requests carried; an access line (request id, key id, route, status, duration)
 * for every refused request as shipped, and for every request once the access category is at INFO.
 */
class ProductionLogsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ACCESS = "com.pharmaerp.api.access";

    @Nested
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class AsShipped {

        private final List<String> presented = List.of(TestKeys.ACTIVE, TestKeys.REVOKED, TestKeys.EXPIRED,
                TestKeys.LIVE, TestKeys.UNKNOWN, TestKeys.NO_SCOPE,
                TestKeys.ACTIVE.substring(0, 30) + "x" + TestKeys.ACTIVE.substring(31));
        private final List<Integer> statuses = new ArrayList<>();
        private String output;

        @BeforeAll
        void sendValidInvalidAndMistypedKeys(@TempDir Path dir) throws Exception {
            try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, Map.of())) {
                for (String key : presented) {
                    statuses.add(service.get("/v1/health", key).statusCode());
                    statuses.add(service.get("/v1/no-such-path/" + key, key).statusCode());
                }
                statuses.add(service.get("/v1/health", null).statusCode());
                output = stop(service);
            }
        }

        @Test
        void logsAreJsonLinesWithoutKeyMaterial() {
            for (String key : presented) {
                String secret = key.substring("erp_test_".length(), "erp_test_".length() + 20);
                assertThat(output).as("key material in the logs").doesNotContain(secret);
            }
            assertThat(output).doesNotContainPattern(Pattern.compile("erp_(live|test)_[0-9A-Za-z]{8,}"));
            assertThat(jsonLines(output)).as("JSON log lines").hasSizeGreaterThan(presented.size());
        }

        @Test
        void everyRefusedRequestAndNoAnsweredOneHasAnAccessLineAtWarn() {
            assertThat(statuses).as("answered and refused requests were sent").contains(200, 401, 404);
            List<JsonNode> access = accessLines(output);
            assertThat(access).hasSize((int) statuses.stream().filter(status -> status >= 400).count());
            assertThat(access).allSatisfy(line -> {
                assertThat(line.path("level").asText()).isEqualTo("WARN");
                assertThat(line.path("message").asText()).matches("GET (/v1/health|/UNMATCHED) 4\\d\\d \\d+ ms");
                assertThat(line.path("mdc").path("requestId").asText()).isNotBlank();
            });
        }
    }

    @Nested
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class WithTheAccessCategoryAtInfo {

        private String output;

        @BeforeAll
        void sendAnsweredAndRefusedRequests(@TempDir Path dir) throws Exception {
            try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir,
                    Map.of("QUARKUS_LOG_CATEGORY__COM_PHARMAERP_API_ACCESS__LEVEL", "INFO"))) {
                assertThat(service.get("/v1/health", TestKeys.ACTIVE).statusCode()).isEqualTo(200);
                assertThat(service.get("/q/openapi", null).statusCode()).isEqualTo(200);
                assertThat(service.get("/v1/no-such-path", TestKeys.ACTIVE).statusCode()).isEqualTo(404);
                output = stop(service);
            }
        }

        @Test
        void everyRequestHasItsLineAnsweredAtInfoRefusedAtWarn() {
            assertThat(accessLines(output)).extracting(line -> line.path("level").asText() + " " + line.path("message").asText())
                    .satisfiesExactly(
                            line -> assertThat(line).matches("INFO GET /v1/health 200 \\d+ ms"),
                            line -> assertThat(line).matches("INFO GET /q/openapi 200 \\d+ ms"),
                            line -> assertThat(line).matches("WARN GET /UNMATCHED 404 \\d+ ms"));
        }

        @Test
        void anAnsweredRequestsLineCarriesItsRequestIdAndKeyId() {
            JsonNode served = accessLines(output).stream()
                    .filter(line -> line.path("message").asText().startsWith("GET /v1/health 200 ")).findFirst().orElseThrow();
            assertThat(served.path("mdc").path("requestId").asText()).isNotBlank();
            assertThat(served.path("mdc").path("keyId").asText()).isEqualTo("key_Active0000000001");
        }
    }

    private static String stop(ServiceProcess service) throws Exception {
        service.terminate();
        service.awaitExit(Duration.ofSeconds(30));
        return service.output();
    }

    private static List<JsonNode> jsonLines(String output) {
        return output.lines().filter(line -> line.startsWith("{")).map(ProductionLogsIT::parse).toList();
    }

    private static List<JsonNode> accessLines(String output) {
        return jsonLines(output).stream().filter(line -> line.path("loggerName").asText().equals(ACCESS)).toList();
    }

    private static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (Exception e) {
            throw new AssertionError("not a JSON log line: " + line, e);
        }
    }
}
