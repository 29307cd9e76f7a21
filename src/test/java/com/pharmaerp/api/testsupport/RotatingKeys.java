package com.pharmaerp.api.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import com.pharmaerp.api.platform.security.ApiKeyFile;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/** Like {@link TestKeys}, but with a key file of its own that the test rewrites while the service runs. */
public class RotatingKeys implements QuarkusTestResourceLifecycleManager {

    /** The running service's key file; static because the test reads it, per instance the directory. */
    private static volatile Path file;
    private Path directory;

    public static Path file() {
        return file;
    }

    /** Puts the file back to the standard test keys. */
    public static void restore() {
        try {
            ApiKeyFile.write(file, TestKeys.records());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public Map<String, String> start() {
        try {
            directory = Files.createTempDirectory("erp-rotating-keys");
            file = directory.resolve("api-keys.jsonl");
            restore();
            return TestKeys.serviceConfig(file, "sandbox");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void stop() {
        TempFiles.deleteTree(directory);
    }
}
