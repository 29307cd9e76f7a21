package com.pharmaerp.api.cli;

import com.pharmaerp.api.platform.security.ApiKeyFile;
import com.pharmaerp.api.platform.security.ApiKeyFormat;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.testsupport.ServiceProcess;

/**
 * The key commands of the packaged artifact, run as an operator would run them: they must work
 * without starting the server and must print the new key alone on the last line.
 */
class KeysCommandIT {

    @TempDir
    Path dir;

    @Test
    void packagedArtifactMintsListsAndRevokesKeysWithoutStartingTheServer() throws Exception {
        Path file = dir.resolve("keys.jsonl");

        Result created = run("keys", "create", "--environment", "sandbox", "--owner", "acme", "--file", file.toString());

        assertThat(created.status()).isZero();
        String key = created.lines().get(created.lines().size() - 1);
        assertThat(key).matches("erp_test_[0-9A-Za-z]{46}");
        assertThat(Files.readString(file)).doesNotContain(key).contains(ApiKeyFormat.sha256Hex(key));
        assertThat(String.join("\n", created.lines())).doesNotContain("Listening on", "Quarkus");

        Result listed = run("keys", "list", "--file", file.toString());
        assertThat(listed.status()).isZero();
        assertThat(String.join("\n", listed.lines())).contains("acme", "active").doesNotContain(key);

        String id = ApiKeyFile.read(file).get(0).id();
        assertThat(run("keys", "revoke", id, "--file", file.toString()).status()).isZero();
        assertThat(ApiKeyFile.read(file).get(0).revoked()).isNotNull();

        assertThat(run("keys", "create", "--owner", "acme", "--file", file.toString()).status()).isEqualTo(2);
    }

    private Result run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(ServiceProcess.launcher());
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("command finished").isTrue();
        return new Result(process.exitValue(), out.lines().toList());
    }

    private record Result(int status, List<String> lines) {
    }
}
