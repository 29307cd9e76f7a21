package com.pharmaerp.api.security;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.pharmaerp.api.Environment;

/**
 * An immutable set of key records, indexed for lookup by the SHA-256 of a presented key.
 * The index uses only the first 8 bytes of the digest; the full digest is then compared in
 * constant time, so response timing reveals nothing about stored hashes.
 */
public final class KeySet {

    private record Entry(ApiKeyRecord record, byte[] digest) {
    }

    private final List<ApiKeyRecord> records;
    private final Map<Long, List<Entry>> byDigestPrefix = new HashMap<>();

    public KeySet(List<ApiKeyRecord> records) {
        this.records = List.copyOf(records);
        for (ApiKeyRecord record : this.records) {
            byte[] digest = HexFormat.of().parseHex(record.sha256Hex());
            byDigestPrefix.computeIfAbsent(prefixOf(digest), prefix -> new ArrayList<>()).add(new Entry(record, digest));
        }
    }

    public Optional<ApiKeyRecord> find(byte[] sha256) {
        List<Entry> candidates = byDigestPrefix.get(prefixOf(sha256));
        if (candidates != null) {
            for (Entry candidate : candidates) {
                if (MessageDigest.isEqual(candidate.digest(), sha256)) {
                    return Optional.of(candidate.record());
                }
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
