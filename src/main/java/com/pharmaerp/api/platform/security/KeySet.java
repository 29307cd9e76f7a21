package com.pharmaerp.api.platform.security;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import com.pharmaerp.api.platform.config.Environment;

/**
 * An immutable set of key records, indexed for lookup by the SHA-256 of a presented key.
 * The index uses only the first 8 bytes of the digest; the full digest is then compared in
 * constant time, so response timing reveals nothing about stored hashes.
 */
public final class KeySet {

    private record Entry(ApiKeyRecord record, byte[] digest) {

        long prefix() {
            return prefixOf(digest);
        }
    }

    private final List<ApiKeyRecord> records;
    /** Sorted by digest prefix; a primitive array searched in place keeps lookups free of allocation. */
    private final long[] prefixes;
    private final Entry[] entries;

    public KeySet(List<ApiKeyRecord> records) {
        this.records = List.copyOf(records);
        this.entries = this.records.stream()
                .map(record -> new Entry(record, HexFormat.of().parseHex(record.sha256Hex())))
                .sorted(Comparator.comparingLong(Entry::prefix))
                .toArray(Entry[]::new);
        this.prefixes = Arrays.stream(entries).mapToLong(Entry::prefix).toArray();
    }

    public Optional<ApiKeyRecord> find(byte[] sha256) {
        long prefix = prefixOf(sha256);
        int found = Arrays.binarySearch(prefixes, prefix);
        if (found < 0) {
            return Optional.empty();
        }
        int first = found;
        while (first > 0 && prefixes[first - 1] == prefix) {
            first--;
        }
        for (int i = first; i < prefixes.length && prefixes[i] == prefix; i++) {
            if (MessageDigest.isEqual(entries[i].digest(), sha256)) {
                return Optional.of(entries[i].record());
            }
        }
        return Optional.empty();
    }

    public List<ApiKeyRecord> records() {
        return records;
    }

    /** Keys of the environment that would authenticate at {@code now}. */
    public long activeCount(Environment environment, Instant now) {
        return records.stream()
                .filter(r -> r.environment() == environment && r.statusAt(now) == ApiKeyRecord.Status.ACTIVE)
                .count();
    }

    private static long prefixOf(byte[] digest) {
        return ByteBuffer.wrap(digest, 0, Long.BYTES).getLong();
    }
}
