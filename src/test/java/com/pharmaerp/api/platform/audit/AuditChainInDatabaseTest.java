package com.pharmaerp.api.platform.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.api.AuditEvents;
import com.pharmaerp.api.platform.audit.api.AuditVerification;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUnits;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * The chain hashed by PostgreSQL (erp_append_audit) on the embedded server: the hashes it writes are the
 * ones the service's verification recomputes, whatever the text, and a chain the service hashed itself
 * before continues unbroken.
 */
@QuarkusTest
@WithTestResource(TestKeys.class) // the HTTP tests' configuration: one Quarkus start shared with them
class AuditChainInDatabaseTest {

    /** Text that JSON escapes or spells in more than one byte per character. */
    private static final String AWKWARD = "5 µg/mL \"quoted\" back\\slash tab\there\nnew line \u0001 Ä 😀 </script>";

    @Inject
    AuditEvents events;

    private final String tenant = "chain-" + UUID.randomUUID().toString().substring(0, 8);

    @Test
    void theDatabaseHashesEachEventAsVerificationRecomputesIt() throws Throwable {
        TestUnits.write(tenant, work -> {
            work.record(new DomainEvent("material.updated", "material", "mat_" + AWKWARD,
                    List.of(Change.of("name", "A", AWKWARD)), AWKWARD));
            work.record(new DomainEvent("material.created", "material", "mat_2", List.of(), null));
            return Uni.createFrom().voidItem();
        });

        List<List<String>> stored = TestUnits.read(tenant, work -> work.list("SELECT sequence, id, occurred_at, key_id, "
                + "user_id, request_id, action, entity_type, entity_id, changes, reason, previous_hash, hash FROM audit_events "
                + "WHERE tenant_id = $1 ORDER BY sequence", Tuple.of(work.tenantId()), row -> {
                    String recomputed = AuditChain.hash(row.getString("previous_hash"), new AuditChain.Content(
                            row.getLong("sequence"), row.getString("id"),
                            row.getOffsetDateTime("occurred_at").toInstant().toString(), row.getString("key_id"),
                            row.getString("user_id"), row.getString("request_id"), row.getString("action"),
                            row.getString("entity_type"), row.getString("entity_id"), row.getString("changes"),
                            row.getString("reason")));
                    return List.of(row.getString("hash"), recomputed, row.getString("entity_id"));
                }));

        assertThat(stored).hasSize(2);
        assertThat(stored).allSatisfy(event -> assertThat(event.get(0)).isEqualTo(event.get(1)));
        assertThat(stored.get(0).get(2)).isEqualTo("mat_" + AWKWARD);
        AuditVerification verified = TestUnits.read(tenant, events::verify);
        assertThat(verified).isEqualTo(AuditVerification.valid(2));
    }

    @Test
    void aChainTheServiceHashedBeforeContinuesAndVerifies() throws Throwable {
        Instant before = Instant.parse("2026-11-01T08:00:00.123456Z");
        String previous = AuditChain.GENESIS;
        for (long sequence = 1; sequence <= 3; sequence++) {
            AuditChain.Content content = new AuditChain.Content(sequence, "evt_old" + sequence, before.toString(), "key_old",
                    "usr_old", "req-old", "material.updated", "material", "mat_old", "[]", AWKWARD);
            String hash = AuditChain.hash(previous, content);
            insertAsBefore(content, previous, hash, before);
            previous = hash;
        }

        TestUnits.write(tenant, work -> {
            work.record(new DomainEvent("material.updated", "material", "mat_old", List.of(Change.of("name", "A", "B")), null));
            return Uni.createFrom().voidItem();
        });

        AuditVerification verified = TestUnits.read(tenant, events::verify);
        assertThat(verified).isEqualTo(AuditVerification.valid(4));
        String linked = TestUnits.read(tenant, work -> work.one("SELECT previous_hash FROM audit_events WHERE tenant_id = $1 "
                + "AND sequence = 4", Tuple.of(work.tenantId()), row -> row.getString("previous_hash")));
        assertThat(linked).isEqualTo(previous);
    }

    /** An event as the service wrote it before V29: hashed in Java, the head moved to it. */
    private void insertAsBefore(AuditChain.Content content, String previousHash, String hash, Instant at) throws Throwable {
        TestUnits.write(tenant, work -> work.execute("INSERT INTO audit_events (tenant_id, sequence, id, occurred_at, key_id, "
                + "user_id, request_id, action, entity_type, entity_id, changes, reason, previous_hash, hash) VALUES ($1, $2, $3, "
                + "$4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)", Tuple.from(new Object[] { work.tenantId(),
                        content.sequence(), content.id(), OffsetDateTime.ofInstant(at, ZoneOffset.UTC), content.keyId(),
                        content.userId(), content.requestId(), content.action(), content.entityType(), content.entityId(),
                        content.changes(), content.reason(), previousHash, hash }))
                .chain(() -> work.execute("INSERT INTO audit_heads (tenant_id, sequence, hash) VALUES ($1, $2, $3) "
                        + "ON CONFLICT (tenant_id) DO UPDATE SET sequence = $2, hash = $3",
                        Tuple.of(work.tenantId(), content.sequence(), hash)))
                .replaceWithVoid());
    }
}
