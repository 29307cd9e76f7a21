package com.pharmaerp.api.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;

import org.awaitility.Awaitility;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * A real S3 server for erp.files.storage=s3: S3Proxy over a directory, started from its own jar as a process
 * of its own (maven-dependency-plugin copies it to target/s3proxy), so its Jetty stays off the test classpath.
 */
public class S3Server implements QuarkusTestResourceLifecycleManager {

    public static final String BUCKET = "erp-files";
    private static final String IDENTITY = "test-identity";
    private static final String CREDENTIAL = "test-credential";
    private static volatile String endpoint;

    private Process process;
    private Path directory;

    @Override
    public Map<String, String> start() {
        try {
            directory = Files.createTempDirectory("erp-s3");
            Files.createDirectories(directory.resolve("data").resolve(BUCKET));
            int port;
            try (ServerSocket free = new ServerSocket(0)) {
                port = free.getLocalPort();
            }
            endpoint = "http://127.0.0.1:" + port;
            Path properties = directory.resolve("s3proxy.properties");
            Files.writeString(properties, String.join("\n",
                    "s3proxy.endpoint=" + endpoint,
                    "s3proxy.authorization=aws-v2-or-v4",
                    "s3proxy.identity=" + IDENTITY,
                    "s3proxy.credential=" + CREDENTIAL,
                    "jclouds.provider=filesystem",
                    "jclouds.filesystem.basedir=" + directory.resolve("data")));
            Path jar = Path.of(System.getProperty("s3proxy.jar", "target/s3proxy/s3proxy.jar"));
            process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx128m",
                    "-jar", jar.toString(), "--properties", properties.toString())
                    .redirectErrorStream(true).redirectOutput(directory.resolve("s3proxy.log").toFile()).start();
            Process started = process;
            // a test JVM that ends without stopping its resources leaves no server behind
            Runtime.getRuntime().addShutdownHook(new Thread(started::destroy));
            Awaitility.await().atMost(Duration.ofSeconds(90)).pollInterval(Duration.ofMillis(200))
                    .until(() -> listening(port));
            return Map.of("erp.files.storage", "s3",
                    "erp.files.s3.endpoint", endpoint,
                    "erp.files.s3.bucket", BUCKET,
                    "erp.files.s3.region", "us-east-1",
                    "erp.files.s3.access-key-id", IDENTITY,
                    "erp.files.s3.secret-access-key", CREDENTIAL,
                    "erp.files.s3.path-style", "true");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private boolean listening(int port) {
        if (!process.isAlive()) {
            throw new IllegalStateException("S3Proxy stopped; see " + directory.resolve("s3proxy.log"));
        }
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** A client of the running server, to look into the bucket as an operator would. */
    public static S3Client client() {
        return S3Client.builder().httpClient(UrlConnectionHttpClient.create()).region(Region.US_EAST_1)
                .endpointOverride(URI.create(endpoint)).forcePathStyle(true)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create(IDENTITY, CREDENTIAL)))
                .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED).build();
    }

    @Override
    public void stop() {
        if (process != null) {
            process.destroy();
            try {
                process.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (directory != null) {
            try (Stream<Path> paths = Files.walk(directory)) {
                paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            } catch (IOException e) {
                // a temporary directory: the system removes what is left
            }
        }
    }
}
