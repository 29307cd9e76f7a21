package com.pharmaerp.api.platform.files;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.security.Actor;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.ResponseInputStream;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3ClientBuilder;
import software.amazon.awssdk.services.s3.model.ChecksumAlgorithm;
import software.amazon.awssdk.services.s3.model.CompletedPart;
import software.amazon.awssdk.services.s3.model.CopyObjectRequest;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.ObjectLockMode;
import software.amazon.awssdk.services.s3.model.PutObjectRequest;
import software.amazon.awssdk.services.s3.model.S3Exception;

/**
 * The bytes of files in an S3 bucket, one object per content of a tenant: {@code <tenant>/<sha256>}. An upload
 * smaller than one part is put there at its end; a larger one goes up part by part, as it arrives, as a
 * multipart upload to {@code uploads/<tenant>/<upload>} and is copied to its name at its end. Only one part is
 * held in memory. What a failed upload leaves under {@code uploads/} the bucket's lifecycle rule removes.
 */
@ApplicationScoped
public class S3FileStore implements FileStore {

    public static final String NAME = "s3";

    /** Bytes held before a part goes up: S3's smallest part but the last. */
    static final int PART_BYTES = 5 * 1024 * 1024;

    private final ErpConfig.Files.S3 config;
    private volatile S3Client client;

    S3FileStore(ErpConfig config) {
        this.config = config.files().s3();
    }

    @Override
    public String name() {
        return NAME;
    }

    /** The object holding a tenant's content. */
    static String key(String tenantId, String sha256) {
        return tenantId + "/" + sha256;
    }

    /** Refuses to start without a bucket: the configuration is wrong, not an upload. */
    void check() {
        if (config.bucket().filter(b -> !b.isBlank()).isEmpty()) {
            throw new IllegalStateException("erp.files.storage=s3 needs erp.files.s3.bucket");
        }
        if (config.accessKeyId().isPresent() != config.secretAccessKey().isPresent()) {
            throw new IllegalStateException("erp.files.s3.access-key-id and erp.files.s3.secret-access-key go together");
        }
    }

    @Override
    public Upload begin(Actor actor, String uploadId) {
        return new S3Upload(actor.tenantId(), uploadId);
    }

    @Override
    public void copy(Actor actor, FileRepository.Content content, long from, long to, OutputStream out) throws IOException {
        try (ResponseInputStream<GetObjectResponse> object = client().getObject(get -> get.bucket(bucket())
                .key(key(actor.tenantId(), content.sha256())).range("bytes=" + from + "-" + to))) {
            object.transferTo(out);
        }
    }

    private final class S3Upload implements Upload {
        private final String tenantId;
        private final String staging;
        private final byte[] part = new byte[PART_BYTES];
        private final List<CompletedPart> parts = new ArrayList<>();
        private int held;
        private String multipartId;

        S3Upload(String tenantId, String uploadId) {
            this.tenantId = tenantId;
            this.staging = "uploads/" + tenantId + "/" + uploadId;
        }

        @Override
        public void write(byte[] bytes, int length) {
            int at = 0;
            while (at < length) {
                int n = Math.min(length - at, part.length - held);
                System.arraycopy(bytes, at, part, held, n);
                held += n;
                at += n;
                if (held == part.length) {
                    sendPart();
                }
            }
        }

        private void sendPart() {
            if (multipartId == null) {
                multipartId = client().createMultipartUpload(create -> create.bucket(bucket()).key(staging)).uploadId();
            }
            int number = parts.size() + 1;
            String etag = client().uploadPart(upload -> upload.bucket(bucket()).key(staging).uploadId(multipartId)
                    .partNumber(number).contentLength((long) held), RequestBody.fromBytes(Arrays.copyOf(part, held)))
                    .eTag();
            parts.add(CompletedPart.builder().partNumber(number).eTag(etag).build());
            held = 0;
        }

        @Override
        public void complete(String sha256, long size) {
            String key = key(tenantId, sha256);
            if (exists(key)) {
                discard();
                return;
            }
            if (multipartId == null) {
                PutObjectRequest.Builder put = PutObjectRequest.builder().bucket(bucket()).key(key)
                        .contentType("application/octet-stream").contentLength((long) held);
                OptionalInt days = config.retentionDays();
                if (days.isPresent()) {
                    // Object Lock asks for a checksum of the body
                    put.objectLockMode(ObjectLockMode.COMPLIANCE).objectLockRetainUntilDate(retainUntil(days.getAsInt()))
                            .checksumAlgorithm(ChecksumAlgorithm.CRC32);
                }
                client().putObject(put.build(), RequestBody.fromBytes(Arrays.copyOf(part, held)));
                return;
            }
            if (held > 0) {
                sendPart();
            }
            client().completeMultipartUpload(done -> done.bucket(bucket()).key(staging).uploadId(multipartId)
                    .multipartUpload(upload -> upload.parts(parts)));
            multipartId = null;
            CopyObjectRequest.Builder copy = CopyObjectRequest.builder().sourceBucket(bucket()).sourceKey(staging)
                    .destinationBucket(bucket()).destinationKey(key);
            config.retentionDays().ifPresent(days -> copy.objectLockMode(ObjectLockMode.COMPLIANCE)
                    .objectLockRetainUntilDate(retainUntil(days)));
            client().copyObject(copy.build());
            client().deleteObject(delete -> delete.bucket(bucket()).key(staging));
        }

        @Override
        public Uni<Void> committed(UnitOfWork work, boolean kept) {
            // the object is named by its bytes: the same content is one object whichever upload stored it
            return Uni.createFrom().voidItem();
        }

        @Override
        public void discard() {
            if (multipartId != null) {
                String id = multipartId;
                multipartId = null;
                try {
                    client().abortMultipartUpload(abort -> abort.bucket(bucket()).key(staging).uploadId(id));
                } catch (RuntimeException e) {
                    // the lifecycle rule's abort of incomplete multipart uploads removes it
                }
            }
        }
    }

    private boolean exists(String key) {
        try {
            client().headObject(head -> head.bucket(bucket()).key(key));
            return true;
        } catch (NoSuchKeyException e) {
            return false;
        } catch (S3Exception e) {
            if (e.statusCode() == 404) {
                return false;
            }
            throw e;
        }
    }

    private static Instant retainUntil(int days) {
        return Instant.now().plus(days, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS);
    }

    private String bucket() {
        return config.bucket().orElseThrow();
    }

    private S3Client client() {
        S3Client built = client;
        if (built == null) {
            synchronized (this) {
                if (client == null) {
                    check();
                    client = build();
                }
                built = client;
            }
        }
        return built;
    }

    private S3Client build() {
        S3ClientBuilder builder = S3Client.builder().httpClient(UrlConnectionHttpClient.create())
                .region(Region.of(config.region()))
                .forcePathStyle(config.pathStyle())
                .credentialsProvider(credentials())
                // a checksum only where S3 requires one: S3-compatible stores differ in the trailing checksums they read
                .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED);
        config.endpoint().ifPresent(endpoint -> builder.endpointOverride(URI.create(endpoint)));
        return builder.build();
    }

    private AwsCredentialsProvider credentials() {
        if (config.accessKeyId().isPresent()) {
            return StaticCredentialsProvider.create(AwsBasicCredentials.create(config.accessKeyId().get(),
                    config.secretAccessKey().orElseThrow()));
        }
        return DefaultCredentialsProvider.builder().build();
    }

    @PreDestroy
    void close() {
        if (client != null) {
            client.close();
        }
    }
}
