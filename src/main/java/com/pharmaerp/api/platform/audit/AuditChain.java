package com.pharmaerp.api.platform.audit;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The hash chain of a tenant's audit events: each event's hash is SHA-256 over the previous
 * event's hash and the event's canonical JSON, so changing, removing or reordering any event
 * breaks every hash after it.
 */
public final class AuditChain {

    /** The "previous hash" of a tenant's first event. */
    public static final String GENESIS = "0".repeat(64);

    /** A plain mapper of its own: the canonical form must not move with the application's JSON settings. */
    private static final ObjectMapper CANONICAL = JsonMapper.builder().build();

    /** How the canonical form of an event with the placeholder sequence begins. */
    private static final String UNSEQUENCED_PREFIX = "{\"sequence\":0,";

    private AuditChain() {
    }

    /**
     * What the hash covers, in a fixed order (a record's components). {@code changes} is the
     * stored JSON text itself, so the hash is recomputed from exactly what was kept.
     */
    @RegisterForReflection // written by a mapper of its own, not as a REST return type: native images need it registered
    public record Content(long sequence, String id, String occurredAt, String keyId, String userId, String requestId,
            String action, String entityType, String entityId, String changes, String reason) {
    }

    /**
     * The canonical JSON of an event without its sequence: what follows {@code {"sequence":N,}. The
     * database completes it with the sequence it gives the event and hashes it as {@link #hash} does.
     *
     * @param content its sequence 0, a placeholder
     */
    public static String unsequenced(Content content) {
        try {
            // The bytes hash() covers, as text: its generator escapes what UTF-8 text would spell otherwise.
            String json = new String(CANONICAL.writeValueAsBytes(content), StandardCharsets.UTF_8);
            if (content.sequence() != 0 || !json.startsWith(UNSEQUENCED_PREFIX)) {
                throw new IllegalStateException("the canonical form no longer starts with the sequence");
            }
            return json.substring(UNSEQUENCED_PREFIX.length());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an audit event cannot be written", e);
        }
    }

    public static String hash(String previousHash, Content content) {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            sha256.update(previousHash.getBytes(StandardCharsets.US_ASCII));
            sha256.update((byte) '\n');
            sha256.update(CANONICAL.writeValueAsBytes(content));
            return HexFormat.of().formatHex(sha256.digest());
        } catch (NoSuchAlgorithmException | JsonProcessingException e) {
            throw new IllegalStateException("an audit event cannot be hashed", e);
        }
    }
}
