package com.pharmaerp.api.platform.audit;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import org.hibernate.annotations.Immutable;

/** One recorded change, as stored; written by {@link AuditTrail} only, never changed. */
@Entity
@Immutable
@Table(name = "audit_events")
public class AuditEvent {

    public static final String ID_PREFIX = "evt";

    @Id
    public String id;
    @Column(name = "tenant_id")
    public String tenantId;
    public long sequence;
    @Column(name = "occurred_at")
    public Instant occurredAt;
    @Column(name = "key_id")
    public String keyId;
    @Column(name = "user_id")
    public String userId;
    @Column(name = "request_id")
    public String requestId;
    public String action;
    @Column(name = "entity_type")
    public String entityType;
    @Column(name = "entity_id")
    public String entityId;
    public String changes;
    public String reason;
    @Column(name = "previous_hash")
    public String previousHash;
    public String hash;

    /** What the chain's hash covers, rebuilt from the stored columns. */
    public AuditChain.Content content() {
        return new AuditChain.Content(sequence, id, occurredAt.toString(), keyId, userId, requestId, action, entityType,
                entityId, changes, reason);
    }
}
