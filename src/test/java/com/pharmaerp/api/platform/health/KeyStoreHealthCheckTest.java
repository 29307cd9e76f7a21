package com.pharmaerp.api.platform.health;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.security.ApiKeyRecord;
import com.pharmaerp.api.platform.security.ApiKeyStore;
import com.pharmaerp.api.platform.security.KeySet;

class KeyStoreHealthCheckTest {

    private static final Instant NOW = Instant.parse("2026-11-22T12:00:00Z");
    private static final KeySet KEYS = new KeySet(List.of(
            new ApiKeyRecord("key_0000000000000001", "1".repeat(64), Environment.SANDBOX, "a", List.of(), NOW, null, null),
            new ApiKeyRecord("key_0000000000000002", "2".repeat(64), Environment.SANDBOX, "b", List.of(), NOW, null, NOW),
            new ApiKeyRecord("key_0000000000000003", "3".repeat(64), Environment.PRODUCTION, "c", List.of(), NOW, null,
                    null)));

    @Test
    void loadedKeysPassAndCountOnlyActiveKeysOfThisEnvironment() {
        HealthCheckResult check = KeyStoreHealthCheck.evaluate(new ApiKeyStore.State(KEYS, NOW, NOW, null),
                Environment.SANDBOX, NOW);

        assertThat(check.status()).isEqualTo(HealthStatus.PASS);
        assertThat(check.observedValue()).isEqualTo(1L);
        assertThat(check.observedUnit()).isEqualTo("keys");
        assertThat(check.time()).isEqualTo("2026-11-22T12:00:00Z");
        assertThat(check.output()).isNull();
    }

    @Test
    void failedReloadWithAGoodSetKeptWarns() {
        HealthCheckResult check = KeyStoreHealthCheck.evaluate(
                new ApiKeyStore.State(KEYS, NOW.minusSeconds(60), NOW, "line 3: not a JSON object"), Environment.SANDBOX, NOW);

        assertThat(check.status()).isEqualTo(HealthStatus.WARN);
        assertThat(check.output()).contains("line 3: not a JSON object", "2026-11-22T11:59:00Z");
    }

    @Test
    void noKeySetFails() {
        HealthCheckResult check = KeyStoreHealthCheck.evaluate(
                new ApiKeyStore.State(null, null, NOW, "the key file does not exist"), Environment.SANDBOX, NOW);

        assertThat(check.status()).isEqualTo(HealthStatus.FAIL);
        assertThat(check.output()).contains("does not exist");
    }

}
