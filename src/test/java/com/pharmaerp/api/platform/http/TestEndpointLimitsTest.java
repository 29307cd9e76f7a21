package com.pharmaerp.api.platform.http;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.URL;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.Api;
import com.pharmaerp.api.testsupport.RawHttp;
import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;
import com.pharmaerp.api.testsupport.TestOnlyEndpoints.SlowWork;

import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** Limits that need an operation which reads a body or takes long: driven through test-only endpoints. */
@QuarkusTest
@WithTestResource(value = TestKeys.class, initArgs = @ResourceArg(name = "config:erp.limits.request-timeout", value = "1s"))
class TestEndpointLimitsTest {

    @TestHTTPResource("/")
    URL root;

    @Test
    void chunkedBodyOver1MiBIsCutOffWithBare413AndAClosedConnection() throws IOException {
        // Without Content-Length the size is only known while reading, after the response could
        // be prepared: the HTTP layer answers 413 with no body and closes (README "Limits").
        StringBuilder request = new StringBuilder("POST /v1/test-only/echo HTTP/1.1\r\nHost: x\r\n" + Api.RAW_AUTHORIZATION
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n");
        String chunk = "a".repeat(65_536);
        request.append("9\r\n{\"name\":\"\r\n"); // valid JSON up to here, so the parser keeps reading
        for (int i = 0; i < 20; i++) {
            request.append(Integer.toHexString(chunk.length())).append("\r\n").append(chunk).append("\r\n");
        }
        request.append("0\r\n\r\n");

        RawHttp.Exchange exchange = RawHttp.send(root, request.toString(), 5000);

        assertThat(exchange.response()).startsWith("HTTP/1.1 413 ").contains("content-length: 0");
        assertThat(exchange.closedByServer()).isTrue();
    }

    @Test
    void requestStillRunningAfterTheTimeoutIs503TimeoutProblem() {
        long start = System.nanoTime();
        Response response = authorised().get("/v1/test-only/slow");
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertProblem(response, 503, "timeout", "/v1/test-only/slow");
        assertThat(response.header("Retry-After")).isEqualTo("1");
        assertThat(millis).as("answered at the deadline, not when the work ends").isBetween(900L, 2_500L);
    }

    @Test
    void serviceKeepsServingAfterATimedOutRequestFinishes() {
        authorised().get("/v1/test-only/slow").then().statusCode(503);
        assertThat(SlowWork.idle()).as("the abandoned work still runs after its 503").isFalse();
        SlowWork.endRunning(); // the abandoned work completes and tries to answer
        await().atMost(Duration.ofSeconds(5)).until(SlowWork::idle);

        authorised().get("/v1/health").then().statusCode(200);
    }

    @Test
    void anUploadWhoseClientStopsSendingIsAnsweredAtTheDeadlineAndLeavesNothingStored() throws Exception {
        String filename = "stalled-" + UUID.randomUUID() + ".pdf";
        String request = "POST /v1/files?filename=" + filename + " HTTP/1.1\r\nHost: x\r\n" + Api.RAW_AUTHORIZATION
                + "X-Acting-User: " + TestUsers.adminOf(TestKeys.ACTIVE) + "\r\nContent-Type: application/pdf\r\n"
                + "Content-Length: 3000000\r\n\r\n%PDF-1.7\n" + "0".repeat(1_500_000); // more than a chunk, then silence

        RawHttp.Exchange exchange = RawHttp.send(root, request, 5000);

        assertThat(exchange.response()).startsWith("HTTP/1.1 503 ").contains("\"code\":\"timeout\"");
        await().atMost(Duration.ofSeconds(10)).until(() -> stored(filename) == 0 && uncommittedChunks() == 0);
    }

    private static long stored(String filename) throws SQLException {
        return count("SELECT count(*) FROM files WHERE filename = '" + filename + "'");
    }

    /** Chunks no committed content names: only an upload still running would have any. */
    private static long uncommittedChunks() throws SQLException {
        return count("SELECT count(*) FROM file_chunks c WHERE NOT EXISTS (SELECT 1 FROM file_contents f "
                + "WHERE f.tenant_id = c.tenant_id AND f.upload_id = c.upload_id)");
    }

    private static long count(String query) throws SQLException {
        try (Connection owner = TestDatabase.connectAsOwner(); Statement sql = owner.createStatement()) {
            sql.execute("SELECT set_config('erp.tenant_id', 'default', false)");
            try (ResultSet rows = sql.executeQuery(query)) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }
}
