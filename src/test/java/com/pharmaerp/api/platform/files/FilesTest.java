package com.pharmaerp.api.platform.files;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.daily.DailyPass;
import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.vertx.VertxContextSupport;
import io.restassured.response.Response;

/** /v1/files: uploaded once, streamed to storage with its SHA-256, read back whole or by one range, never changed. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class FilesTest {

    static final String PATH = "/v1/files";

    @Inject
    DailyPass pass;

    static byte[] pdf(int size, long seed) {
        byte[] bytes = new byte[size];
        new Random(seed).nextBytes(bytes);
        System.arraycopy("%PDF-1.7\n".getBytes(StandardCharsets.US_ASCII), 0, bytes, 0, 9);
        return bytes;
    }

    static Response upload(String key, String filename, String contentType, byte[] bytes) {
        return asAdmin(key).queryParam("filename", filename).contentType(contentType).body(bytes).post(PATH);
    }

    static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    @Test
    void anUploadIsStoredWithItsHashAndReadBackByteForByte() throws Exception {
        byte[] bytes = pdf(2_500_000, 1); // three chunks, the last one short
        Response created = upload(TestKeys.ACTIVE, "coa-4711 Ä.pdf", "application/pdf", bytes);

        assertThat(created.statusCode()).as(created.asString()).isEqualTo(201);
        String id = created.path("id");
        assertThat(id).startsWith("file_");
        assertThat(created.header("Location")).endsWith(PATH + "/" + id);
        assertThat(created.jsonPath().getString("filename")).isEqualTo("coa-4711 Ä.pdf");
        assertThat(created.jsonPath().getString("contentType")).isEqualTo("application/pdf");
        assertThat(created.jsonPath().getLong("size")).isEqualTo(bytes.length);
        assertThat(created.jsonPath().getString("sha256")).isEqualTo(sha256(bytes));
        assertThat(created.jsonPath().getString("createdBy")).startsWith("usr_");

        Response content = withKey(TestKeys.ACTIVE).get(PATH + "/" + id + "/content");
        assertThat(content.statusCode()).isEqualTo(200);
        assertThat(content.asByteArray()).isEqualTo(bytes);
        assertThat(content.header("Content-Type")).isEqualTo("application/pdf");
        assertThat(content.header("Content-Length")).isEqualTo(String.valueOf(bytes.length));
        assertThat(content.header("Content-Disposition")).isEqualTo("attachment; filename*=UTF-8''coa-4711%20%C3%84.pdf");
        assertThat(content.header("X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(content.header("ETag")).isEqualTo("\"" + sha256(bytes) + "\"");
        assertThat(content.header("Cache-Control")).isEqualTo("private, no-cache");
        assertThat(withKey(TestKeys.ACTIVE).get(PATH + "/" + id).jsonPath().getList("attachedTo")).isEmpty();
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", id).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("file.uploaded");
    }

    @Test
    void theSameBytesTwiceAreTwoFilesListedBySha256() throws Exception {
        byte[] bytes = pdf(1000, 2);
        String first = upload(TestKeys.ACTIVE, "a.pdf", "application/pdf", bytes).path("id");
        String second = upload(TestKeys.ACTIVE, "b.pdf", "application/pdf", bytes).path("id");

        assertThat(second).isNotEqualTo(first);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("sha256", sha256(bytes)).get(PATH).jsonPath().getList("items.id"))
                .containsExactly(second, first);
        assertThat(withKey(TestKeys.ACTIVE).get(PATH + "/" + first + "/content").asByteArray()).isEqualTo(bytes);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("attached", "false").queryParam("sha256", sha256(bytes)).get(PATH)
                .jsonPath().getList("items.id")).containsExactly(second, first);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("attached", "true").queryParam("sha256", sha256(bytes)).get(PATH)
                .jsonPath().getList("items")).isEmpty();
    }

    @Test
    void oneRangeIsServedAs206() {
        byte[] bytes = pdf(2_200_000, 3);
        String id = upload(TestKeys.ACTIVE, "r.pdf", "application/pdf", bytes).path("id");
        String content = PATH + "/" + id + "/content";

        Response across = withKey(TestKeys.ACTIVE).header("Range", "bytes=1048570-1048585").get(content);
        assertThat(across.statusCode()).isEqualTo(206);
        assertThat(across.header("Content-Range")).isEqualTo("bytes 1048570-1048585/2200000");
        assertThat(across.asByteArray()).as("across a chunk boundary").isEqualTo(Arrays.copyOfRange(bytes, 1048570, 1048586));
        Response suffix = withKey(TestKeys.ACTIVE).header("Range", "bytes=-10").get(content);
        assertThat(suffix.asByteArray()).isEqualTo(Arrays.copyOfRange(bytes, bytes.length - 10, bytes.length));
        Response open = withKey(TestKeys.ACTIVE).header("Range", "bytes=2199990-").get(content);
        assertThat(open.header("Content-Range")).isEqualTo("bytes 2199990-2199999/2200000");
    }

    @Test
    void aRangeThatCannotBeServedIs416() {
        String id = upload(TestKeys.ACTIVE, "r.pdf", "application/pdf", pdf(100, 4)).path("id");
        String content = PATH + "/" + id + "/content";
        for (String range : new String[] { "bytes=0-1,5-6", "bytes=9-2", "bytes=100-", "bytes=-0", "lines=1-2", "bytes=x" }) {
            Response refused = withKey(TestKeys.ACTIVE).header("Range", range).get(content);
            assertProblem(refused, 416, "range_not_satisfiable", content);
            assertThat(refused.header("Content-Range")).as(range).isEqualTo("bytes */100");
        }
    }

    @Test
    void ifNoneMatchTheSha256IsNotModified() throws Exception {
        byte[] bytes = pdf(100, 5);
        String id = upload(TestKeys.ACTIVE, "e.pdf", "application/pdf", bytes).path("id");

        Response cached = withKey(TestKeys.ACTIVE).header("If-None-Match", "\"" + sha256(bytes) + "\"")
                .get(PATH + "/" + id + "/content");
        assertThat(cached.statusCode()).isEqualTo(304);
        assertThat(cached.asByteArray()).isEmpty();
    }

    @Test
    void anotherTenantsFileIsNotFound() {
        String id = upload(TestKeys.ACTIVE, "t.pdf", "application/pdf", pdf(100, 6)).path("id");

        assertProblem(withKey(TestKeys.ACME).get(PATH + "/" + id), 404, "not_found", PATH + "/" + id);
        assertProblem(withKey(TestKeys.ACME).get(PATH + "/" + id + "/content"), 404, "not_found", PATH + "/" + id + "/content");
        assertThat(withKey(TestKeys.ACME).get(PATH).jsonPath().getList("items.id")).doesNotContain(id);
    }

    @Test
    void aFileIsNeverDeletedNorReplaced() {
        String id = upload(TestKeys.ACTIVE, "d.pdf", "application/pdf", pdf(100, 7)).path("id");

        assertThat(asAdmin(TestKeys.ACTIVE).delete(PATH + "/" + id).statusCode()).isEqualTo(405);
        assertThat(asAdmin(TestKeys.ACTIVE).contentType("application/pdf").body(pdf(100, 8)).put(PATH + "/" + id)
                .statusCode()).isEqualTo(405);
    }

    @Test
    void theDailyPassRemovesChunksOfUploadsThatNeverCommittedAndKeepsStoredContent() throws Throwable {
        byte[] bytes = pdf(1000, 9);
        String id = upload(TestKeys.ACTIVE, "kept.pdf", "application/pdf", bytes).path("id");
        try (Connection owner = TestDatabase.connectAsOwner(); Statement sql = owner.createStatement()) {
            sql.execute("SET erp.tenant_id = 'default'");
            sql.execute("UPDATE file_chunks SET stored_at = now() - interval '2 hours'");
            sql.execute("INSERT INTO file_chunks (tenant_id, upload_id, chunk_no, data, stored_at) VALUES "
                    + "('default', 'upl_abandoned', 0, '\\x01', now() - interval '2 hours'), "
                    + "('default', 'upl_running', 0, '\\x01', now() - interval '2 hours'), "
                    + "('default', 'upl_running', 1, '\\x02', now())");

            VertxContextSupport.subscribeAndAwait(pass::runNow);

            assertThat(chunks(sql, "upl_abandoned")).isZero();
            assertThat(chunks(sql, "upl_running")).as("an upload still receiving keeps its chunks").isEqualTo(2);
            sql.execute("DELETE FROM file_chunks WHERE upload_id = 'upl_running'");
        }
        assertThat(withKey(TestKeys.ACTIVE).get(PATH + "/" + id + "/content").asByteArray()).isEqualTo(bytes);
    }

    private static int chunks(Statement sql, String uploadId) throws Exception {
        try (ResultSet rows = sql.executeQuery("SELECT count(*) FROM file_chunks WHERE upload_id = '" + uploadId + "'")) {
            rows.next();
            return rows.getInt(1);
        }
    }
}
