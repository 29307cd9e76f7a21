package com.pharmaerp.api.platform.files;

import static com.pharmaerp.api.platform.files.FilesTest.PATH;
import static com.pharmaerp.api.platform.files.FilesTest.pdf;
import static com.pharmaerp.api.platform.files.FilesTest.upload;
import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

/** Hostile uploads: too large, lying about their type, badly named or empty; none leaves a record or its bytes. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class FileUploadRefusalsTest {

    /** erp.files.max-bytes in the tests. */
    private static final int MAX = 3 * 1024 * 1024;

    @TestHTTPResource("/")
    URL root;

    @Test
    void aDeclaredLengthOverTheLimitIs413BeforeTheBodyIsRead() {
        assertProblem(upload(TestKeys.ACTIVE, "big.pdf", "application/pdf", pdf(MAX + 1, 1)), 413, "payload_too_large", PATH);
        assertThat(upload(TestKeys.ACTIVE, "max.pdf", "application/pdf", pdf(MAX, 1)).statusCode()).as("the limit itself")
                .isEqualTo(201);
    }

    @Test
    void aChunkedBodyIsCutOffWhenItPassesTheLimit() throws Exception {
        HttpResponse<String> response = chunked(pdf(MAX + 500_000, 2));

        assertThat(response.statusCode()).isEqualTo(413);
        assertThat(JsonPath.from(response.body()).getString("code")).isEqualTo("payload_too_large");
        awaitNoUncommittedChunks();
    }

    @Test
    void aChunkedBodyWithinTheLimitIsStored() throws Exception {
        HttpResponse<String> response = chunked(pdf(MAX - 10, 3));

        assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
        assertThat(JsonPath.from(response.body()).getLong("size")).isEqualTo(MAX - 10);
    }

    @Test
    void otherRoutesKeepTheirOneMebibyteLimit() {
        byte[] json = ("{\"description\":\"" + "x".repeat(1_100_000) + "\",\"references\":[]}").getBytes(StandardCharsets.UTF_8);
        assertProblem(asAdmin(TestKeys.ACTIVE).contentType("application/json").body(json)
                .post("/v1/deviations"), 413, "payload_too_large", "/v1/deviations");
    }

    @Test
    void aTypeOutsideTheAllowListIs415NamingTheAcceptedOnes() {
        JsonPath problem = assertProblem(upload(TestKeys.ACTIVE, "a.gif", "image/gif", "GIF89a".getBytes(StandardCharsets.US_ASCII)),
                415, "unsupported_media_type", PATH);
        assertThat(problem.getString("detail")).contains("application/pdf", "image/png", "text/csv", "application/xml");
    }

    @Test
    void bytesThatAreNotTheirTypeAre422ContentMismatch() {
        assertProblem(upload(TestKeys.ACTIVE, "a.png", "image/png", pdf(5000, 4)), 422, "content_mismatch", PATH);
        assertProblem(upload(TestKeys.ACTIVE, "a.pdf", "application/pdf", "hello".getBytes(StandardCharsets.US_ASCII)), 422,
                "content_mismatch", PATH);
        assertProblem(upload(TestKeys.ACTIVE, "a.txt", "text/plain", new byte[] { 'a', 0, 'b' }), 422, "content_mismatch", PATH);
        assertProblem(upload(TestKeys.ACTIVE, "a.csv", "text/csv", new byte[] { 'a', (byte) 0xC3 }), 422, "content_mismatch",
                PATH);
        assertProblem(upload(TestKeys.ACTIVE, "a.json", "application/json", new byte[] { '"', (byte) 0xFF, '"' }), 422,
                "content_mismatch", PATH);
    }

    @Test
    void textIsAcceptedAsUtf8AcrossChunks() {
        // A three-byte character on the boundary of the first chunk.
        byte[] text = "€".repeat(400_000).getBytes(StandardCharsets.UTF_8);
        assertThat(upload(TestKeys.ACTIVE, "prices.csv", "text/csv; charset=utf-8", text).statusCode()).isEqualTo(201);
    }

    @Test
    void aFilenameThatIsNotJustANameIs422() {
        for (String name : new String[] { "../etc/passwd", "a\\b.pdf", "a\n.pdf", "a\u007f.pdf", "..", ".", "x".repeat(256), "" }) {
            JsonPath problem = assertProblem(upload(TestKeys.ACTIVE, name, "application/pdf", pdf(100, 5)), 422,
                    "validation_failed", PATH);
            assertThat(problem.getString("errors[0].field")).as(name).isEqualTo("filename");
        }
        assertThat(upload(TestKeys.ACTIVE, "x".repeat(255), "application/pdf", pdf(100, 5)).statusCode()).isEqualTo(201);
    }

    @Test
    void aNulInTheFilenameIsRefusedWithTheUrlAsEveryNulIs() {
        assertProblem(upload(TestKeys.ACTIVE, "a\u0000.pdf", "application/pdf", pdf(100, 5)), 400, "bad_request", PATH);
    }

    @Test
    void anEmptyBodyIs422() {
        assertProblem(upload(TestKeys.ACTIVE, "empty.pdf", "application/pdf", new byte[0]), 422, "validation_failed", PATH);
    }

    private HttpResponse<String> chunked(byte[] bytes) throws Exception {
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpRequest request = HttpRequest.newBuilder(URI.create(root + "v1/files?filename=c.pdf"))
                .header("Authorization", "Bearer " + TestKeys.ACTIVE)
                .header("X-Acting-User", TestUsers.adminOf(TestKeys.ACTIVE))
                .header("Content-Type", "application/pdf")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(bytes)))
                .timeout(Duration.ofSeconds(30)).build();
        return client.send(request, HttpResponse.BodyHandlers.ofString());
    }

    /** Chunks no committed content names: only an upload still running would have any. */
    static void awaitNoUncommittedChunks() {
        await().atMost(Duration.ofSeconds(10)).until(() -> {
            try (Connection owner = TestDatabase.connectAsOwner(); Statement sql = owner.createStatement()) {
                sql.execute("SELECT set_config('erp.tenant_id', 'default', false)");
                try (ResultSet rows = sql.executeQuery("SELECT count(*) FROM file_chunks c WHERE NOT EXISTS (SELECT 1 FROM "
                        + "file_contents f WHERE f.tenant_id = c.tenant_id AND f.upload_id = c.upload_id)")) {
                    rows.next();
                    return rows.getLong(1) == 0;
                }
            }
        });
    }
}
