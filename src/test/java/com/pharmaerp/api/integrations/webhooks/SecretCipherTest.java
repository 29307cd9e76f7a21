package com.pharmaerp.api.integrations.webhooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import org.junit.jupiter.api.Test;

class SecretCipherTest {

    private static final String KEY = Base64.getEncoder().encodeToString("0123456789abcdef0123456789abcdef".getBytes());
    private static final String OTHER_KEY = Base64.getEncoder().encodeToString("fedcba9876543210fedcba9876543210".getBytes());
    private static final String SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

    @Test
    void aSealedSecretOpensWithTheSameKeyForTheSameEndpoint() {
        SecretCipher cipher = SecretCipher.of(KEY);

        assertThat(cipher.decrypt(cipher.encrypt(SECRET, "t1", "whe_1"), "t1", "whe_1")).isEqualTo(SECRET);
    }

    @Test
    void theStoredFormHoldsNoPlaintext() {
        byte[] sealed = SecretCipher.of(KEY).encrypt(SECRET, "t1", "whe_1");

        assertThat(new String(sealed, StandardCharsets.ISO_8859_1)).doesNotContain("MfKQ9r8GKYqr");
    }

    @Test
    void theSameSecretSealsDifferentlyEachTime() {
        SecretCipher cipher = SecretCipher.of(KEY);

        assertThat(cipher.encrypt(SECRET, "t1", "whe_1")).isNotEqualTo(cipher.encrypt(SECRET, "t1", "whe_1"));
    }

    @Test
    void aSecretCopiedOntoAnotherEndpointDoesNotOpen() {
        SecretCipher cipher = SecretCipher.of(KEY);
        byte[] sealed = cipher.encrypt(SECRET, "t1", "whe_1");

        assertThatThrownBy(() -> cipher.decrypt(sealed, "t2", "whe_1")).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void anotherKeyDoesNotOpenTheSecretAndSaysTheKeyMayHaveChanged() {
        byte[] sealed = SecretCipher.of(KEY).encrypt(SECRET, "t1", "whe_1");

        assertThatThrownBy(() -> SecretCipher.of(OTHER_KEY).decrypt(sealed, "t1", "whe_1"))
                .hasMessageContaining("was the key changed");
    }

    @Test
    void aKeyThatIsNot32BytesIsRefusedNamingTheSetting() {
        assertThatThrownBy(() -> SecretCipher.of(Base64.getEncoder().encodeToString(new byte[16])))
                .hasMessageContaining("erp.webhooks.encryption-key must be 32 bytes");
    }
}
