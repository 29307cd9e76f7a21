package com.pharmaerp.api.platform.persistence;

import java.security.SecureRandom;

/** Opaque, prefixed, never reused ids such as {@code mat_3kP9xQ2mZ7vB1cD4}: a prefix naming the type and 16 random base62 characters. */
public final class Ids {

    private static final char[] ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray();
    private static final int RANDOM_LENGTH = 16;
    private static final SecureRandom RANDOM = new SecureRandom();

    private Ids() {
    }

    public static String next(String prefix) {
        StringBuilder id = new StringBuilder(prefix.length() + 1 + RANDOM_LENGTH).append(prefix).append('_');
        for (int i = 0; i < RANDOM_LENGTH; i++) {
            id.append(ALPHABET[RANDOM.nextInt(ALPHABET.length)]);
        }
        return id.toString();
    }

    /** Whether {@code candidate} could be an id of this type; anything else is looked up as nothing. */
    public static boolean looksLike(String prefix, String candidate) {
        if (candidate == null || candidate.length() != prefix.length() + 1 + RANDOM_LENGTH
                || !candidate.startsWith(prefix + "_")) {
            return false;
        }
        for (int i = prefix.length() + 1; i < candidate.length(); i++) {
            char c = candidate.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
                return false;
            }
        }
        return true;
    }
}
