package com.pharmaerp.api.platform.audit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AuditChainTest {

    private static final AuditChain.Content EVENT = new AuditChain.Content(1, "evt_0000000000000001",
            "2026-01-05T08:00:00.123456Z", "key_1", "usr_1", "req-1", "material.updated", "material", "mat_1",
            "[{\"field\":\"name\",\"from\":\"A\",\"to\":\"B\"}]", "typo");

    @Test
    void theHashIsSha256HexAndTheSameForTheSameContent() {
        String hash = AuditChain.hash(AuditChain.GENESIS, EVENT);
        assertThat(hash).hasSize(64).matches("[0-9a-f]+").isEqualTo(AuditChain.hash(AuditChain.GENESIS, EVENT));
        assertThat(AuditChain.GENESIS).hasSize(64).containsOnlyOnce("0".repeat(64));
    }

    @Test
    void anyChangedFieldOrAnotherPreviousHashGivesAnotherHash() {
        String hash = AuditChain.hash(AuditChain.GENESIS, EVENT);
        assertThat(AuditChain.hash("1".repeat(64), EVENT)).isNotEqualTo(hash);
        assertThat(AuditChain.hash(AuditChain.GENESIS, new AuditChain.Content(1, EVENT.id(), EVENT.occurredAt(),
                EVENT.keyId(), EVENT.userId(), EVENT.requestId(), EVENT.action(), EVENT.entityType(), EVENT.entityId(),
                EVENT.changes(), "another reason"))).isNotEqualTo(hash);
        assertThat(AuditChain.hash(AuditChain.GENESIS, new AuditChain.Content(2, EVENT.id(), EVENT.occurredAt(),
                EVENT.keyId(), EVENT.userId(), EVENT.requestId(), EVENT.action(), EVENT.entityType(), EVENT.entityId(),
                EVENT.changes(), EVENT.reason()))).isNotEqualTo(hash);
    }
}
