package com.pharmaerp.api.platform.audit.api;

import com.pharmaerp.api.platform.audit.repository.AuditEventRepository;
import com.pharmaerp.api.platform.audit.AuditEvent;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.audit.AuditChain;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** Reading a tenant's audit trail, and proving it unchanged. */
@ApplicationScoped
public class AuditEvents {

    static final int VERIFY_BATCH = 500;

    private final AuditEventRepository events;
    private final ObjectMapper mapper;

    public AuditEvents(AuditEventRepository events, ObjectMapper mapper) {
        this.events = events;
        this.mapper = mapper;
    }

    /** Oldest first; the cursor carries the last sequence shown. */
    public Uni<Page<AuditEventView>> list(UnitOfWork work, AuditEventRepository.Filter filter, Cursor after, int limit) {
        long afterSequence = after == null ? 0 : sequenceOf(after);
        return events.page(work, filter, afterSequence, limit)
                .map(rows -> Page.of(rows, limit, e -> new Cursor(e.occurredAt(), Long.toString(e.sequence())), this::view));
    }

    /**
     * Recomputes the tenant's chain from its first event: every sequence follows the last, every
     * event names the previous hash, every hash matches its content, and the chain reaches its head
     * (so a removed tail shows too). The head is read first, and the chain up to it: each statement
     * sees what committed before it, so events appended while the chain is read (the head moves with
     * each) lie beyond it and are the next verification's.
     */
    public Uni<AuditVerification> verify(UnitOfWork work) {
        return events.head(work).chain(head -> verifyFrom(work, head, 0, AuditChain.GENESIS));
    }

    private Uni<AuditVerification> verifyFrom(UnitOfWork work, long head, long lastSequence, String lastHash) {
        return events.batch(work, lastSequence, VERIFY_BATCH).chain(batch -> {
            long sequence = lastSequence;
            String hash = lastHash;
            for (AuditEvent event : batch) {
                if (sequence == head) {
                    break;
                }
                if (event.sequence() != sequence + 1 || !event.previousHash().equals(hash)
                        || !AuditChain.hash(hash, event.content()).equals(event.hash())) {
                    return Uni.createFrom().item(AuditVerification.broken(sequence, sequence + 1));
                }
                sequence = event.sequence();
                hash = event.hash();
            }
            if (sequence < head && batch.size() == VERIFY_BATCH) {
                return verifyFrom(work, head, sequence, hash);
            }
            return Uni.createFrom().item(sequence == head ? AuditVerification.valid(head)
                    : AuditVerification.broken(sequence, sequence + 1));
        });
    }

    private static long sequenceOf(Cursor cursor) {
        try {
            return Long.parseLong(cursor.id());
        } catch (NumberFormatException e) {
            throw Cursor.invalid();
        }
    }

    private AuditEventView view(AuditEvent e) {
        try {
            return new AuditEventView(e.id(), e.sequence(), e.occurredAt(), e.keyId(), e.userId(), e.requestId(), e.action(),
                    e.entityType(), e.entityId(), mapper.readTree(e.changes()), e.reason(), e.hash(), e.previousHash());
        } catch (JsonProcessingException bad) {
            throw new IllegalStateException("stored changes of " + e.id() + " are not JSON", bad);
        }
    }
}
