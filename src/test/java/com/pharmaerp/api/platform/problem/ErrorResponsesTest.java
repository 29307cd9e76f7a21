package com.pharmaerp.api.platform.problem;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.Api;
import com.pharmaerp.api.testsupport.RawHttp;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** The framework's own error statuses, as the packaged service emits them. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class ErrorResponsesTest {

    @TestHTTPResource("/")
    URL root;

    @Test
    void unknownPathIs404Problem() {
        assertProblem(authorised().get("/v1/batches"), 404, "not_found", "/v1/batches");
    }

    @Test
    void unsupportedMethodIs405ProblemWithAllowHeader() {
        Response response = authorised().post("/v1/health");

        assertProblem(response, 405, "method_not_allowed", "/v1/health");
        assertThat(response.header("Allow")).isEqualTo("GET, HEAD, OPTIONS");
        assertThat(response.jsonPath().getString("detail")).contains("POST", "GET, HEAD, OPTIONS");
    }

    @Test
    void optionsListsThePathsOwnMethodsInTheOrderOfA405() {
        String options = authorised().options("/v1/materials").then().statusCode(200).extract().header("Allow");
        String refused = authorised().put("/v1/materials").then().statusCode(405).extract().header("Allow");

        assertThat(options).isEqualTo(refused).isEqualTo("GET, HEAD, OPTIONS, POST");
    }

    @Test
    void a415NamesTheMediaTypesTheOperationAccepts() {
        String path = "/v1/materials/mat_unknown0000001";
        Response response = authorised().header("X-Acting-User", "nobody").header("If-Match", "\"1\"")
                .contentType("application/json").body("{}").patch(path);

        assertThat(assertProblem(response, 415, "unsupported_media_type", path).getString("detail"))
                .contains("application/merge-patch+json");
    }

    @Test
    void deleteIs405Too() {
        assertProblem(authorised().delete("/v1/health"), 405, "method_not_allowed", "/v1/health");
    }

    @Test
    void aNulCharacterInTheUrlIs400NotAServerError() throws IOException {
        String response = RawHttp.send(root, "GET /v1/lots?materialId=mat_%00 HTTP/1.1\r\nHost: localhost\r\n"
                + Api.RAW_AUTHORIZATION + "Connection: close\r\n\r\n", 5000).response();

        assertThat(response).startsWith("HTTP/1.1 400 ").contains("\"code\":\"bad_request\"", "NUL character");
    }

    @Test
    void contentTypeThatIsNotAMediaTypeIs400EvenOnAGet() throws IOException {
        // Sent raw: HTTP clients refuse to encode a body for a media type that does not parse.
        String response = RawHttp.send(root, "GET /v1/health HTTP/1.1\r\nHost: localhost\r\n" + Api.RAW_AUTHORIZATION
                + "Content-Type: garbage\r\nContent-Length: 1\r\nConnection: close\r\n\r\nx", 5000).response();

        assertThat(response).startsWith("HTTP/1.1 400 ").contains("\"code\":\"bad_request\"", "Content-Type header");
    }

    @Test
    void unacceptableMediaTypeIs406Problem() {
        assertProblem(authorised().accept("text/html").get("/v1/health"), 406, "not_acceptable", "/v1/health");
    }

    @Test
    void undecodablePathIsRejectedByTheHttpLayerWithBare400() throws IOException {
        // Quarkus rejects URIs that java.net.URI cannot parse before any handler runs (see README, "Errors").
        String response = RawHttp.send(root, "GET /v1/%zz HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer "
                + TestKeys.ACTIVE + "\r\nConnection: close\r\n\r\n", 5000).response();

        assertThat(response).startsWith("HTTP/1.1 400 ");
        assertThat(response).doesNotContain("Exception", TestKeys.ACTIVE);
    }

    @Test
    void traversalInPathIsNormalisedNotEscaped() {
        authorised().urlEncodingEnabled(false).get("/v1/x/../health").then().statusCode(200);
    }
}
