package com.pharmaerp.api.platform.config;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The service's own settings ({@code erp.*}); each one is documented in application.properties and README.
 */
@ConfigMapping(prefix = "erp")
public interface ErpConfig {

    /** Which environment this deployment serves; decides which keys it accepts. */
    Environment environment();

    /** Stable name of this service in the health payload. */
    @WithDefault("pharma-erp-service-interface")
    String serviceId();

    /** Public changelog; deprecation notices link to it. */
    @WithDefault("https://docs.pharma-erp.example/changelog")
    String changelogUrl();

    ApiKeys apiKeys();

    Health health();

    Problems problems();

    OpenApi openapi();

    RateLimits rateLimit();

    Limits limits();

    Database database();

    Files files();

    interface Files {
        /** Largest upload to POST /v1/files, in bytes (larger: 413); every other route keeps limits.max-body-bytes. */
        @WithDefault("26214400")
        long maxBytes();

        /** Where new uploads' bytes go: postgres (chunks in the database) or s3 (a bucket); stored content stays readable. */
        @WithDefault("postgres")
        String storage();

        S3 s3();

        /** The bucket of erp.files.storage=s3; objects are named {@code <tenant>/<sha256>}. */
        interface S3 {
            /** The S3 API's URL, for a store other than AWS's own (MinIO, Ceph…); AWS's endpoint by region otherwise. */
            Optional<String> endpoint();

            /** Required with erp.files.storage=s3. */
            Optional<String> bucket();

            @WithDefault("us-east-1")
            String region();

            /** With secret-access-key; both absent: the SDK's default credentials (environment, web identity, instance role). */
            Optional<String> accessKeyId();

            /** A secret: never logged or shown in an error. */
            Optional<String> secretAccessKey();

            /** Bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted stores need it. */
            @WithDefault("false")
            boolean pathStyle();

            /**
             * Days each object stays locked (Object Lock, compliance mode) from its upload; the bucket must have
             * Object Lock enabled. Absent: no retention is set.
             */
            OptionalInt retentionDays();
        }
    }

    interface Database {
        /** Start an embedded PostgreSQL (127.0.0.1 only) before the application and use it; read by EmbeddedDatabaseLauncher. */
        @WithDefault("false")
        boolean embedded();

        /** Where the embedded database keeps its data; unset, a temporary directory. */
        Optional<String> embeddedDir();

        /** How often the database is pinged for health. */
        @WithDefault("2s")
        Duration checkInterval();

        /** Longest wait for a new TCP connection to the database; an unreachable host fails fast as 503. */
        @WithDefault("3s")
        Duration connectTimeout();

        /** Longest wait for a free pooled connection; past it the request is 503, not queued until the deadline. */
        @WithDefault("5s")
        Duration acquireTimeout();

        /**
         * A replica (a hot standby, or a proxy's or operator's read-only endpoint) for the reads that tolerate lag
         * (docs/design/replica-reads.md): postgresql://[user[:password]@]host[:port]/database, without credentials
         * those of quarkus.datasource. Unset: every read goes to the leader. A secret when it holds a password.
         */
        Optional<String> replicaUrl();

        /** How far behind the leader the replica may be and still serve; past it, or while it fails, those reads go to the leader. */
        @WithDefault("5s")
        Duration replicaMaxLag();
    }

    /** The people behind writes. */
    Users users();

    interface Users {
        /** bcrypt cost of stored passwords: 2^cost rounds, about 0.25 s at 12 on one core. */
        @WithDefault("12")
        int passwordCost();
    }

    /** Training that gates signatures (docs/guide/training.md). */
    Training training();

    interface Training {
        /** How many days before a training record expires the daily pass sends its training_record.expiring notice. */
        @WithDefault("30")
        int expiryNoticeDays();
    }

    /** Webhook delivery (docs/guide/events-and-webhooks.md). */
    Webhooks webhooks();

    /** The quality-management system's settings. */
    Qms qms();

    interface Qms {
        /**
         * How often each pod runs the daily pass (platform/daily); each run is idempotent, so a short
         * interval only brings a due notice sooner. {@code off} stops it (tests run it on demand).
         */
        @WithDefault("15m")
        String dailyPassInterval();
    }

    /** Due dates of the quality module's investigations. */
    Quality quality();

    interface Quality {
        /** Days from a failing result to its OOS investigation's due date. */
        @WithDefault("30")
        int oosDueDays();

        /** Days from a deviation's opening to its due date. */
        @WithDefault("30")
        int deviationDueDays();
    }

    /** Batch execution (docs/guide/production.md, "Executing a batch"). */
    Production production();

    interface Production {
        /**
         * A step recorded more than this many minutes after it was performed is a late entry: recorded, and listed
         * in the batch's exception report, without a deviation.
         */
        @WithDefault("30")
        int lateEntryMinutes();
    }

    /** Documents rendered as HTML and PDF (docs/guide/production.md, "Documents"). */
    Documents documents();

    interface Documents {
        /**
         * Documents one pod renders at the same time; others wait their turn. A large batch record
         * takes a good share of the heap while it is laid out (docs/benchmarks.md), so one at a time
         * fits the heap a small pod gives the JVM.
         */
        @WithDefault("1")
        int maxConcurrentRenders();

        /**
         * Documents that may wait for a renderer; one more is refused at once with 503
         * documents_busy and Retry-After, since each waiting render holds its record in memory.
         */
        @WithDefault("4")
        int maxWaitingRenders();
    }

    /** Customers' returns (docs/guide/distribution.md, "Returns"). */
    Returns returns();

    interface Returns {
        /**
         * Returned goods go back to saleable stock only if received at most this many days after their
         * shipment left (EU GDP 2013/C 343/01 §6.3 gives 10 as an example).
         */
        @WithDefault("10")
        int restockWithinDays();
    }

    interface Webhooks {
        /**
         * Lets endpoints use http and loopback or private addresses, for local receivers: true in the
         * dev and test profiles only; the service refuses to start with it in production.
         */
        @WithDefault("false")
        boolean allowPrivateTargets();

        /**
         * Base64 of the 32-byte AES key that encrypts endpoint secrets at rest (a Kubernetes Secret).
         * Without it webhooks are off (503 webhooks_unavailable) and health says why.
         */
        Optional<String> encryptionKey();

        /** The backstop: how often each pod looks for due deliveries without being notified. */
        @WithDefault("5s")
        Duration pollInterval();

        /** How long a pod holds an endpoint before another may take it over: longer than one attempt. */
        @WithDefault("30s")
        Duration lease();

        /** The wait before each retry of an event (each ±20 %); after the last the endpoint is disabled. */
        @WithDefault("5s,5m,30m,2h,5h,10h,14h,20h,24h")
        List<Duration> retrySchedule();

        /** Endpoints one pod delivers to at the same time. */
        @WithDefault("16")
        int maxConcurrentEndpoints();
    }

    interface RateLimits {
        /** Off only for benchmarks and load tests: no limiting and no RateLimit headers. */
        @WithDefault("true")
        boolean enabled();

        /** Default sustained rate of one key; a key record's rateLimit overrides it. */
        @WithDefault("50")
        int requestsPerSecond();

        /** Default burst of one key; a key with its own rate keeps the same burst-to-rate ratio. */
        @WithDefault("100")
        int burst();

        /** Requests that fail authentication, per client address: throttles key guessing. */
        Unauthenticated unauthenticated();

        /** Most partitions tracked at once; beyond it, new partitions share one overflow bucket. */
        @WithDefault("100000")
        int maxPartitions();

        /** How often full (idle) buckets are dropped. */
        @WithDefault("10s")
        Duration evictionInterval();

        interface Unauthenticated {
            @WithDefault("10")
            int requestsPerSecond();

            @WithDefault("20")
            int burst();
        }
    }

    interface Limits {
        /** Largest request body, in bytes (larger: 413). */
        @WithDefault("1048576")
        long maxBodyBytes();

        /** Longest request URI, in characters (longer: 414). */
        @WithDefault("8192")
        int maxUriLength();

        /** Largest total of header names and values, in bytes (larger: 431). */
        @WithDefault("16384")
        int maxHeaderBytes();

        /** Longest a request may take before it is answered 503 timeout. */
        @WithDefault("30s")
        Duration requestTimeout();
    }

    interface ApiKeys {
        /** The key file (JSON Lines of hashed key records), typically a mounted Kubernetes Secret. */
        Optional<Path> file();

        /** How often the key file is re-read; rotation and revocation take effect within this delay. */
        @WithDefault("2s")
        Duration reloadInterval();
    }

    interface Health {
        /** How often the cached dependency snapshot behind GET /v1/health is refreshed. */
        @WithDefault("5s")
        Duration refreshInterval();
    }

    interface Problems {
        /** Base of the stable problem type URIs; a problem's type is this plus its code. */
        @WithDefault("https://docs.pharma-erp.example/problems/")
        URI baseUri();
    }

    interface OpenApi {
        /** Production base address advertised in the OpenAPI document (ends with /v1). */
        @WithDefault("https://api.pharma-erp.example/v1")
        String productionUrl();

        /** Sandbox base address advertised in the OpenAPI document (ends with /v1). */
        @WithDefault("https://sandbox.api.pharma-erp.example/v1")
        String sandboxUrl();
    }
}
