package com.pharmaerp.api.platform.http;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.Api;
import com.pharmaerp.api.testsupport.RawHttp;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** Size limits and idle connections (README "Limits"), at and just past each boundary. */
@QuarkusTest
@WithTestResource(value = TestKeys.class, initArgs = @ResourceArg(name = "config:quarkus.http.idle-timeout", value = "2s"))
class RequestLimitsTest {

    @TestHTTPResource("/")
    URL root;

    @Test
    void uriOfExactly8192CharactersIsServed() {
        String path = pathOfUriLength(8192);
        assertThat(path.length()).isEqualTo(8192);

        assertThat(authorised().urlEncodingEnabled(false).get(path).statusCode()).isEqualTo(404);
    }

    @Test
    void uriOf8193CharactersIs414Problem() {
        String path = pathOfUriLength(8193);

        assertProblem(authorised().urlEncodingEnabled(false).get(path), 414, "uri_too_long", path);
    }

    @Test
    void uriBeyondTheCodecLimitGetsBare414AndAClosedConnection() throws IOException {
        RawHttp.Exchange exchange = RawHttp.send(root, "GET " + pathOfUriLength(20_000) + " HTTP/1.1\r\nHost: x\r\n"
                + Api.RAW_AUTHORIZATION + "\r\n", 5000);

        assertThat(exchange.response()).matches("(?s)HTTP/1\\.[01] 414 .*");
        assertThat(exchange.closedByServer()).isTrue();
    }

    @Test
    void headersUpTo16KiBAreServedAndLargerAre431Problem() {
        // Besides the padding, RestAssured and the key add a few hundred bytes of headers.
        assertThat(authorised().header("X-Padding", "p".repeat(15_000)).get("/v1/health").statusCode()).isEqualTo(200);

        Response tooLarge = authorised().header("X-Padding", "p".repeat(16_400)).get("/v1/health");

        assertProblem(tooLarge, 431, "headers_too_large", "/v1/health");
        assertThat(tooLarge.jsonPath().getString("detail")).contains("at most 16384");
    }

    @Test
    void headersBeyondTheCodecLimitGetBare431AndAClosedConnection() throws IOException {
        RawHttp.Exchange exchange = RawHttp.send(root, "GET /v1/health HTTP/1.1\r\nHost: x\r\n" + Api.RAW_AUTHORIZATION
                + "X-Padding: " + "p".repeat(40_000) + "\r\n\r\n", 5000);

        assertThat(exchange.response()).matches("(?s)HTTP/1\\.[01] 431 .*");
        assertThat(exchange.closedByServer()).isTrue();
    }

    @Test
    void bodyDeclaredLargerThan1MiBIs413ProblemBeforeItIsRead() throws IOException {
        RawHttp.Exchange exchange = RawHttp.send(root, "POST /v1/health HTTP/1.1\r\nHost: x\r\n" + Api.RAW_AUTHORIZATION
                + "Content-Type: application/json\r\nContent-Length: 1048577\r\n\r\n{", 5000);

        assertThat(exchange.response()).startsWith("HTTP/1.1 413 ").contains("application/problem+json",
                "\"code\":\"payload_too_large\"", "at most 1048576");
    }

    @Test
    void bodyOfExactly1MiBIsNotRefusedForItsSize() {
        Response response = authorised().contentType("application/json").body(new byte[1_048_576]).post("/v1/health");

        assertThat(response.statusCode()).isEqualTo(405);
    }

    @Test
    void idleConnectionIsClosedByTheServer() throws IOException {
        // idle-timeout is 2 s for this test class (60 s in production); send nothing and wait.
        RawHttp.Exchange exchange = RawHttp.send(root, new byte[0], 10_000);

        assertThat(exchange.closedByServer()).isTrue();
        assertThat(exchange.millis()).isBetween(1_500L, 6_000L);
    }

    /** A path whose request URI is exactly {@code length} characters. */
    private static String pathOfUriLength(int length) {
        String prefix = "/v1/";
        return prefix + "a".repeat(length - prefix.length());
    }
}
