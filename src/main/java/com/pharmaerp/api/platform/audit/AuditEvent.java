package com.pharmaerp.api.platform.audit;

import java.time.Instant;

import com.pharmaerp.api.platform.audit.AuditChain;

/** One recorded change, as stored; written by the audit trail only, never changed. */
public record AuditEvent(String id, long sequence, Instant occurredAt, String keyId, String userId, String requestId,
        String action, String entityType, String entityId, String changes, String reason, String previousHash, String hash) {

    /** What the chain's hash covers, rebuilt from the stored columns. */
    public AuditChain.Content content() {
        return new AuditChain.Content(sequence, id, occurredAt.toString(), keyId, userId, requestId, action, entityType,
                entityId, changes, reason);
    }
}
