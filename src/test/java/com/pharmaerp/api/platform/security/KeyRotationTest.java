package com.pharmaerp.api.platform.security;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.testsupport.RotatingKeys;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

/** Keys are added, rotated and revoked by rewriting the key file, without a restart; bad files never win. */
@QuarkusTest
@WithTestResource(RotatingKeys.class)
class KeyRotationTest {

    /** reload interval (1 s) plus scheduling slack. */
    private static final Duration RELOAD_DEADLINE = Duration.ofSeconds(5);
    private static final SecureRandom RANDOM = new SecureRandom();

    @TestHTTPResource(value = "health/ready", management = true)
    URL ready;

    @AfterEach
    void restoreKeyFile() {
        RotatingKeys.restore();
        await().atMost(RELOAD_DEADLINE).until(() -> "pass".equals(health().getString("status")));
    }

    @Test
    void newKeyIsAcceptedWithoutRestart() throws IOException {
        String key = appendNewKey("key_NewKey0000000001");

        await().atMost(RELOAD_DEADLINE).untilAsserted(() -> withKey(key).get("/v1/health").then().statusCode(200));
    }

    @Test
    void rotationKeepsOldAndNewKeyValidUntilTheOldIsRevoked() throws Exception {
        String replacement = appendNewKey("key_Rotated000000001");
        await().atMost(RELOAD_DEADLINE).untilAsserted(() -> withKey(replacement).get("/v1/health").then().statusCode(200));
        withKey(TestKeys.ACTIVE).get("/v1/health").then().statusCode(200);

        List<ApiKeyRecord> records = new ArrayList<>(ApiKeyFile.read(RotatingKeys.file()));
        records.replaceAll(r -> r.id().equals("key_Active0000000001") ? r.revokedAt(Instant.now()) : r);
        ApiKeyFile.write(RotatingKeys.file(), records);
        Instant revokedAt = Instant.now();

        await().atMost(RELOAD_DEADLINE).untilAsserted(() -> withKey(TestKeys.ACTIVE).get("/v1/health").then()
                .statusCode(401).body("code", org.hamcrest.Matchers.equalTo("api_key_revoked")));
        assertThat(Duration.between(revokedAt, Instant.now())).isLessThan(RELOAD_DEADLINE);
        withKey(replacement).get("/v1/health").then().statusCode(200);
    }

    @Test
    void corruptedFileKeepsTheLastGoodKeysAndHealthWarns() throws IOException {
        Files.writeString(RotatingKeys.file(), "{\"id\": \"key_broken\", this is not json\n", StandardCharsets.UTF_8);

        await().atMost(RELOAD_DEADLINE).until(() -> "warn".equals(health().getString("status")));
        JsonPath health = health();
        assertThat(health.getString("checks.'apiKeyStore:activeKeys'[0].output"))
                .contains("line 1", "not a JSON object", "serving the keys loaded at");
        withKey(TestKeys.ACTIVE).get("/v1/health").then().statusCode(200);
        given().get(ready).then().statusCode(200);
    }

    @Test
    void halfWrittenFileIsNotLoaded() throws IOException {
        String full = Files.readString(RotatingKeys.file());
        Files.writeString(RotatingKeys.file(), full.substring(0, full.length() - 20), StandardCharsets.UTF_8);

        await().atMost(RELOAD_DEADLINE).until(() -> "warn".equals(health().getString("status")));
        assertThat(health().getString("checks.'apiKeyStore:activeKeys'[0].output")).contains("incomplete");
        withKey(TestKeys.ACTIVE).get("/v1/health").then().statusCode(200);
    }

    @Test
    void deletedFileKeepsTheLastGoodKeys() throws IOException {
        Files.delete(RotatingKeys.file());

        await().atMost(RELOAD_DEADLINE).until(() -> "warn".equals(health().getString("status")));
        assertThat(health().getString("checks.'apiKeyStore:activeKeys'[0].output")).contains("does not exist");
        withKey(TestKeys.ACTIVE).get("/v1/health").then().statusCode(200);
        given().get(ready).then().statusCode(200);
    }

    private static JsonPath health() {
        return withKey(TestKeys.ACTIVE).get("/v1/health").jsonPath();
    }

    private static String appendNewKey(String id) throws IOException {
        String key = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
        ApiKeyFile.append(RotatingKeys.file(), TestKeys.record(id, key, Environment.SANDBOX, Scopes.all(), null, null));
        return key;
    }
}
