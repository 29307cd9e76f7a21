package com.pharmaerp.api.platform.security;

import java.util.random.RandomGenerator;

/** Base62 text ([0-9A-Za-z]): what key secrets, checksums and key ids are written in. */
final class Base62 {

    static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    private Base62() {
    }

    /** {@code length} uniformly random characters (rejection sampling, so no character is favoured). */
    static String random(RandomGenerator random, int length) {
        StringBuilder out = new StringBuilder(length);
        while (out.length() < length) {
            int b = random.nextInt(256);
            if (b < 248) { // 248 = 4 * 62: values above would skew the distribution
                out.append(ALPHABET.charAt(b % 62));
            }
        }
        return out.toString();
    }

    /** The unsigned value in exactly {@code width} characters, left-padded with '0'. */
    static String encode(long unsignedValue, int width) {
        char[] out = new char[width];
        long value = unsignedValue;
        for (int i = width - 1; i >= 0; i--) {
            out[i] = ALPHABET.charAt((int) (value % 62));
            value /= 62;
        }
        return new String(out);
    }

    /** The value of a base62 character, or -1 for any other character. */
    static int digit(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 10;
        }
        return c >= 'a' && c <= 'z' ? c - 'a' + 36 : -1;
    }

    /** The unsigned value of characters {@code start..end} (at most 10, all base62), the inverse of encode. */
    static long decode(CharSequence text, int start, int end) {
        long value = 0;
        for (int i = start; i < end; i++) {
            value = value * 62 + digit(text.charAt(i));
        }
        return value;
    }
}
