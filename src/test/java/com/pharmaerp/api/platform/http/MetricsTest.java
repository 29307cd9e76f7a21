package com.pharmaerp.api.platform.http;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

/** Prometheus metrics on the management port: the series operators alert on, and nothing secret in labels. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class MetricsTest {

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void requestsAreCountedByRouteTemplateAndStatusNeverByRawPath() {
        authorised().get("/v1/health").then().statusCode(200);
        given().get("/v1/batches/LOT-4711?token=abc").then().statusCode(401);
        withKey(TestKeys.ACTIVE).get("/v1/batches/LOT-4712").then().statusCode(404);
        withKey("erp_test_" + "A".repeat(46)).get("/v1/health").then().statusCode(400);

        String scrape = scrape();

        assertThat(value(scrape, "http_server_requests_seconds_count\\{method=\"GET\",outcome=\"SUCCESS\",status=\"200\","
                + "uri=\"/v1/health\"}")).isGreaterThanOrEqualTo(1);
        assertThat(value(scrape, "http_server_requests_seconds_count\\{method=\"GET\",outcome=\"CLIENT_ERROR\","
                + "status=\"401\",uri=\"/UNMATCHED\"}")).isGreaterThanOrEqualTo(1);
        assertThat(scrape).doesNotContain("LOT-4711", "LOT-4712", "token=", "abc\"", "/v1/batches");
        assertThat(scrape).doesNotContainPattern("erp_(live|test)_[0-9A-Za-z]{8,}");
    }

    @Test
    void requestsServedByTheRestLayerAreLabelledWithTheirRouteTemplate() {
        authorised().head("/v1/health").then().statusCode(200);

        assertThat(value(scrape(), "http_server_requests_seconds_count\\{method=\"HEAD\",outcome=\"SUCCESS\","
                + "status=\"200\",uri=\"/v1/health\"}")).isGreaterThanOrEqualTo(1);
    }

    @Test
    void theOpenApiDocumentIsLabelledByItsPath() {
        given().get("/q/openapi").then().statusCode(200);

        assertThat(value(scrape(), "http_server_requests_seconds_count\\{method=\"GET\",outcome=\"SUCCESS\","
                + "status=\"200\",uri=\"/q/openapi\"}")).isGreaterThanOrEqualTo(1);
    }

    @Test
    void otherPathsUnderQAreNotLabelledByTheirPath() {
        given().get("/q/no-such-document/4711").then().statusCode(401);

        assertThat(scrape()).doesNotContain("no-such-document");
    }

    @Test
    void unknownMethodsShareOneLabelSoClientsCannotCreateSeries() {
        authorised().request("BREW", "/v1/health").then().statusCode(405);

        String scrape = scrape();
        assertThat(value(scrape, "http_server_requests_seconds_count\\{method=\"OTHER\",outcome=\"CLIENT_ERROR\","
                + "status=\"405\",uri=\"/UNMATCHED\"}")).isGreaterThanOrEqualTo(1);
        assertThat(scrape).doesNotContain("BREW");
    }

    @Test
    void authenticationFailuresAreCountedByReason() {
        withKey(TestKeys.UNKNOWN).get("/v1/health").then().statusCode(401);
        withKey(TestKeys.REVOKED).get("/v1/health").then().statusCode(401);
        given().get("/v1/health").then().statusCode(401);

        String scrape = scrape();

        for (String reason : new String[] { "api_key_unknown", "api_key_revoked", "authentication_required" }) {
            assertThat(value(scrape, "erp_authentication_failures_total\\{reason=\"" + reason + "\"}")).as(reason)
                    .isGreaterThanOrEqualTo(1);
        }
    }

    @Test
    void versionRejectionsAreCounted() {
        authorised().header("X-SERVICE-API-Version", "7").get("/v1/health").then().statusCode(400);

        assertThat(value(scrape(), "erp_api_version_rejections_total\\{reason=\"unsupported_api_version\"}"))
                .isGreaterThanOrEqualTo(1);
    }

    @Test
    void keyStoreReloadsAndActiveKeysAreReported() {
        String scrape = scrape();

        assertThat(value(scrape, "erp_api_key_reloads_total\\{outcome=\"loaded\"}")).isGreaterThanOrEqualTo(1);
        assertThat(value(scrape, "erp_api_keys_active")).isEqualTo((double) TestKeys.activeSandboxKeys());
        assertThat(value(scrape, "erp_api_keys_loaded")).isEqualTo(1);
    }

    private String scrape() {
        return given().get(metrics).then().statusCode(200).extract().asString();
    }

    private static double value(String scrape, String seriesPattern) {
        Matcher matcher = Pattern.compile("(?m)^" + seriesPattern + " ([0-9.eE+-]+)$").matcher(scrape);
        assertThat(matcher.find()).as("series %s in\n%s", seriesPattern, scrape).isTrue();
        return Double.parseDouble(matcher.group(1));
    }
}
