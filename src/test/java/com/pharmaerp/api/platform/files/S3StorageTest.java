package com.pharmaerp.api.platform.files;

import static com.pharmaerp.api.platform.files.FilesTest.pdf;
import static com.pharmaerp.api.platform.files.FilesTest.sha256;
import static com.pharmaerp.api.platform.files.FilesTest.upload;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.S3Server;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import software.amazon.awssdk.services.s3.S3Client;

/** erp.files.storage=s3: the bytes go to the bucket as {@code <tenant>/<sha256>} and come back byte for byte. */
@QuarkusTest
@TestProfile(S3StorageTest.S3Storage.class)
@WithTestResource(TestKeys.class)
class S3StorageTest {

    /** Larger than two parts, so it goes up as a multipart upload. */
    private static final int LARGE = 11 * 1024 * 1024 + 12345;

    public static class S3Storage implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("erp.files.max-bytes", String.valueOf(12 * 1024 * 1024));
        }

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(S3Server.class));
        }
    }

    @Test
    void aLargeUploadGoesToTheBucketInPartsAndIsReadBackByteForByte() throws Exception {
        byte[] bytes = pdf(LARGE, 31);
        Response created = upload(TestKeys.ACTIVE, "batch-record.pdf", "application/pdf", bytes);
        assertThat(created.statusCode()).as(created.asString()).isEqualTo(201);

        Response content = withKey(TestKeys.ACTIVE).get(FilesTest.PATH + "/" + created.path("id") + "/content");

        assertThat(content.statusCode()).isEqualTo(200);
        assertThat(content.asByteArray()).isEqualTo(bytes);
        String key = "default/" + sha256(bytes);
        try (S3Client s3 = S3Server.client()) {
            assertThat(s3.getObjectAsBytes(get -> get.bucket(S3Server.BUCKET).key(key))
                    .asByteArray()).isEqualTo(bytes);
            assertThat(s3.listObjectsV2(list -> list.bucket(S3Server.BUCKET).prefix("uploads/")).contents())
                    .as("no staging object left").isEmpty();
        }
    }

    @Test
    void aSmallUploadIsOneObjectNamedByTenantAndSha256() throws Exception {
        byte[] bytes = pdf(70_000, 32);
        Response created = upload(TestKeys.ACTIVE, "coa.pdf", "application/pdf", bytes);
        assertThat(created.statusCode()).as(created.asString()).isEqualTo(201);

        String key = "default/" + sha256(bytes);
        try (S3Client s3 = S3Server.client()) {
            assertThat(s3.headObject(head -> head.bucket(S3Server.BUCKET).key(key)).contentLength())
                    .isEqualTo(bytes.length);
        }
        assertThat(withKey(TestKeys.ACTIVE).get(FilesTest.PATH + "/" + created.path("id") + "/content").asByteArray())
                .isEqualTo(bytes);
    }

    @Test
    void aRangeIsReadFromTheObject() throws Exception {
        byte[] bytes = pdf(6 * 1024 * 1024, 33);
        String id = upload(TestKeys.ACTIVE, "range.pdf", "application/pdf", bytes).path("id");

        Response part = withKey(TestKeys.ACTIVE).header("Range", "bytes=5000000-5300000")
                .get(FilesTest.PATH + "/" + id + "/content");

        assertThat(part.statusCode()).isEqualTo(206);
        assertThat(part.header("Content-Range")).isEqualTo("bytes 5000000-5300000/" + bytes.length);
        assertThat(part.asByteArray()).isEqualTo(Arrays.copyOfRange(bytes, 5_000_000, 5_300_001));
    }

    @Test
    void theSameBytesTwiceShareOneObject() throws Exception {
        byte[] bytes = pdf(1000, 34);
        String first = upload(TestKeys.ACTIVE, "a.pdf", "application/pdf", bytes).path("id");
        String second = upload(TestKeys.ACTIVE, "b.pdf", "application/pdf", bytes).path("id");

        assertThat(second).isNotEqualTo(first);
        assertThat(withKey(TestKeys.ACTIVE).get(FilesTest.PATH + "/" + second + "/content").asByteArray()).isEqualTo(bytes);
        String key = "default/" + sha256(bytes);
        try (S3Client s3 = S3Server.client()) {
            assertThat(s3.listObjectsV2(list -> list.bucket(S3Server.BUCKET).prefix(key)).keyCount())
                    .isEqualTo(1);
        }
    }
}
