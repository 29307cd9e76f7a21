package com.pharmaerp.api.integrations.webhooks;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Endpoint secrets at rest: AES-256-GCM with a random 96-bit nonce per secret, the endpoint's
 * tenant and id as associated data, so a stored secret copied onto another endpoint does not
 * decrypt. Stored as nonce followed by ciphertext and tag.
 */
public final class SecretCipher {

    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKeySpec key;

    private SecretCipher(byte[] key) {
        this.key = new SecretKeySpec(key, "AES");
    }

    /** @param base64Key base64 of exactly 32 bytes */
    public static SecretCipher of(String base64Key) {
        byte[] key;
        try {
            key = Base64.getDecoder().decode(base64Key.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("erp.webhooks.encryption-key is not base64");
        }
        if (key.length != 32) {
            throw new IllegalArgumentException("erp.webhooks.encryption-key must be 32 bytes (base64 of them), not " + key.length);
        }
        return new SecretCipher(key);
    }

    public byte[] encrypt(String secret, String tenantId, String endpointId) {
        byte[] nonce = new byte[NONCE_BYTES];
        RANDOM.nextBytes(nonce);
        try {
            Cipher cipher = cipher(Cipher.ENCRYPT_MODE, nonce, tenantId, endpointId);
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.allocate(NONCE_BYTES + sealed.length).put(nonce).put(sealed).array();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("a webhook secret cannot be encrypted", e);
        }
    }

    /** @throws IllegalStateException when the stored value was not sealed with this key for this endpoint */
    public String decrypt(byte[] stored, String tenantId, String endpointId) {
        try {
            Cipher cipher = cipher(Cipher.DECRYPT_MODE, Arrays.copyOf(stored, NONCE_BYTES), tenantId, endpointId);
            return new String(cipher.doFinal(stored, NONCE_BYTES, stored.length - NONCE_BYTES), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the secret of webhook endpoint " + endpointId
                    + " does not decrypt with erp.webhooks.encryption-key (was the key changed?)", e);
        }
    }

    /** The secrets that sign a delivery, current first: the previous one only when given (while it is live). */
    public List<String> decryptLive(String tenantId, String endpointId, byte[] current, byte[] previous) {
        String first = decrypt(current, tenantId, endpointId);
        return previous == null ? List.of(first) : List.of(first, decrypt(previous, tenantId, endpointId));
    }

    private Cipher cipher(int mode, byte[] nonce, String tenantId, String endpointId) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(mode, key, new GCMParameterSpec(TAG_BITS, nonce));
        cipher.updateAAD((tenantId + "/" + endpointId).getBytes(StandardCharsets.UTF_8));
        return cipher;
    }
}
