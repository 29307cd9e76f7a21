package com.pharmaerp.api.platform.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.random.RandomGenerator;
import java.util.zip.CRC32;

import com.pharmaerp.api.platform.config.Environment;

/**
 * The shape of an API key: {@code erp_live_} or {@code erp_test_}, 40 random base62 characters,
 * then a 6-character base62 CRC32 of everything before it. The prefix lets secret scanners find
 * leaked keys; the checksum tells a mistyped key from an unknown one without a lookup.
 */
public final class ApiKeyFormat {

    static final int SECRET_LENGTH = 40;
    static final int CHECKSUM_LENGTH = 6;
    static final String LIVE_PREFIX = "erp_live_";
    static final String TEST_PREFIX = "erp_test_";
    static final int KEY_LENGTH = LIVE_PREFIX.length() + SECRET_LENGTH + CHECKSUM_LENGTH;
    /** One digest per thread: looking the algorithm up in the providers on every request showed in profiles. */
    private static final ThreadLocal<MessageDigest> SHA_256 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime provides SHA-256", e);
        }
    });

    private ApiKeyFormat() {
    }

    public static String prefix(Environment environment) {
        return environment == Environment.PRODUCTION ? LIVE_PREFIX : TEST_PREFIX;
    }

    /** A new key for the environment; the caller must pass a cryptographically strong generator. */
    /** A new public key id: {@code key_} and 16 random base62 characters. */
    public static String generateId(RandomGenerator secureRandom) {
        return "key_" + Base62.random(secureRandom, 16);
    }

    public static String generate(Environment environment, RandomGenerator secureRandom) {
        String body = prefix(environment) + Base62.random(secureRandom, SECRET_LENGTH);
        return body + checksum(body);
    }

    /**
     * The environment a well-formed key belongs to.
     *
     * @throws IllegalArgumentException with a message fit to show the caller (it never repeats the key)
     */
    public static Environment environmentOf(String key) {
        Environment environment;
        if (key.startsWith(LIVE_PREFIX)) {
            environment = Environment.PRODUCTION;
        } else if (key.startsWith(TEST_PREFIX)) {
            environment = Environment.SANDBOX;
        } else {
            throw new IllegalArgumentException("The bearer token is not an ERP API key: keys start with "
                    + LIVE_PREFIX + " or " + TEST_PREFIX + ".");
        }
        if (key.length() != KEY_LENGTH) {
            throw new IllegalArgumentException("The API key has " + key.length() + " characters; ERP API keys have "
                    + KEY_LENGTH + ". It may have been truncated when copied.");
        }
        for (int i = LIVE_PREFIX.length(); i < KEY_LENGTH; i++) {
            if (Base62.digit(key.charAt(i)) < 0) {
                throw new IllegalArgumentException("The API key contains characters that never occur in ERP API keys.");
            }
        }
        // Decoding the presented checksum and comparing numbers allocates nothing, unlike encoding ours.
        int checksumStart = KEY_LENGTH - CHECKSUM_LENGTH;
        if (Base62.decode(key, checksumStart, KEY_LENGTH) != crc32(key, checksumStart)) {
            throw new IllegalArgumentException("The API key's checksum does not match: it was mistyped or altered.");
        }
        return environment;
    }

    /** The SHA-256 of the key's UTF-8 bytes: the only form in which the service stores a key. */
    public static byte[] sha256(String key) {
        return SHA_256.get().digest(key.getBytes(StandardCharsets.UTF_8));
    }

    public static String sha256Hex(String key) {
        return HexFormat.of().formatHex(sha256(key));
    }

    static String checksum(String body) {
        return Base62.encode(crc32(body, body.length()), CHECKSUM_LENGTH);
    }

    /** CRC32 of the first {@code end} characters, which are ASCII in any key that reaches it. */
    private static long crc32(String text, int end) {
        CRC32 crc = new CRC32();
        for (int i = 0; i < end; i++) {
            crc.update(text.charAt(i));
        }
        return crc.getValue();
    }
}
