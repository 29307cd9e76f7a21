package com.pharmaerp.api.platform.work;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.security.Actor;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUnits;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/** Units of work on the embedded PostgreSQL: the audit chain gets a unit's events at its end, and only if it commits. */
@QuarkusTest
@WithTestResource(TestKeys.class) // the HTTP tests' configuration: one Quarkus start shared with them
class UnitsOfWorkTest {

    private static final String NUMBERS = "SELECT count(*) AS n FROM document_numbers WHERE tenant_id = $1";
    private static final String AUDITED = "SELECT count(*) AS n FROM audit_events WHERE tenant_id = $1";

    @Inject
    UnitsOfWork units;

    private final String tenant = "units-" + UUID.randomUUID().toString().substring(0, 8);

    private static DomainEvent event(String type, String lotId) {
        return new DomainEvent(type, "lot", lotId, List.of(), null);
    }

    /** A write of the unit that leaves a row behind if it commits. */
    private static Uni<Integer> takeANumber(UnitOfWork work, String kind) {
        return work.update("INSERT INTO document_numbers (tenant_id, kind, last) VALUES ($1, $2, 1)",
                Tuple.of(work.tenantId(), kind));
    }

    private long count(String sql) throws Throwable {
        return TestUnits.read(tenant, work -> work.one(sql, Tuple.of(work.tenantId()), row -> row.getLong("n")));
    }

    private List<String> auditedActions() throws Throwable {
        return TestUnits.read(tenant, work -> work.list("SELECT action FROM audit_events WHERE tenant_id = $1 ORDER BY sequence",
                Tuple.of(work.tenantId()), row -> row.getString("action")));
    }

    private static <T> Uni<T> fail() {
        return Uni.createFrom().failure(new IllegalStateException("rolled back"));
    }

    @Test
    void aCommittedUnitAppendsItsEventsInTheOrderRecorded() throws Throwable {
        TestUnits.write(tenant, work -> {
            work.record(event("lot.held", "lot_1"));
            work.record(event("lot.released", "lot_1"));
            return Uni.createFrom().voidItem();
        });

        assertThat(auditedActions()).containsExactly("lot.held", "lot.released");
    }

    @Test
    void aRolledBackUnitAppendsNoneOfItsEvents() throws Throwable {
        assertThatThrownBy(() -> TestUnits.write(tenant, work -> {
            work.record(event("lot.held", "lot_1"));
            return fail();
        })).hasMessageContaining("rolled back");

        assertThat(count(AUDITED)).isZero();
    }

    @Test
    void aFailedUnitLeavesNoneOfItsWritesBehind() throws Throwable {
        assertThatThrownBy(() -> TestUnits.write(tenant, work -> {
            work.record(event("lot.held", "lot_1"));
            return takeANumber(work, "F").chain(UnitsOfWorkTest::fail);
        })).hasMessageContaining("rolled back");

        assertThat(count(NUMBERS)).isZero();
    }

    @Test
    void aReadUnitRefusesToRecordAnEvent() {
        assertThatThrownBy(() -> TestUnits.read(tenant, work -> {
            work.record(event("lot.held", "lot_1"));
            return Uni.createFrom().voidItem();
        })).isInstanceOf(IllegalStateException.class).hasMessageContaining("a read records no event");
    }

    @Test
    void theAuditAppendRunsAfterTheUnitsLastStatement() throws Throwable {
        long seenByTheUnit = TestUnits.write(tenant, work -> {
            work.record(event("lot.held", "lot_1"));
            return work.one(AUDITED, Tuple.of(work.tenantId()), row -> row.getLong("n"));
        });

        assertThat(seenByTheUnit).as("events appended while the unit still ran").isZero();
        assertThat(count(AUDITED)).isEqualTo(1);
    }

    @Test
    void aClosingWriteThatFailsBesideTheCommitLeavesNothingBehind() throws Throwable {
        assertThatThrownBy(() -> TestUnits.write(tenant, work -> {
            work.record(event("lot.held", "lot_1"));
            // Sent in the unit's last round trip with the append and COMMIT; the second row breaks the primary key.
            work.closeWith("INSERT INTO document_numbers (tenant_id, kind, last) VALUES ($1, 'TAIL', 1), ($1, 'TAIL', 2)",
                    Tuple.of(work.tenantId()));
            return takeANumber(work, "BEFORE");
        })).hasMessageContaining("document_numbers_pkey");

        assertThat(count(NUMBERS)).isZero();
        assertThat(count(AUDITED)).isZero();
        TestUnits.write(tenant, work -> takeANumber(work, "AFTER"));
        assertThat(count(NUMBERS)).as("the pooled connections still work").isEqualTo(1);
    }

    @Test
    void aFailedUnitNestedInAnotherLeavesNothingAndTheOuterOneCommits() throws Throwable {
        TestUnits.write(tenant, work -> {
            work.record(event("lot.held", "lot_outer"));
            return units.writeAs(actor(), inner -> {
                inner.record(event("lot.released", "lot_inner"));
                return takeANumber(inner, "INNER").chain(UnitsOfWorkTest::fail);
            }).onFailure().recoverWithNull();
        });

        assertThat(auditedActions()).containsExactly("lot.held");
        assertThat(count(NUMBERS)).isZero();
    }

    @Test
    void aUnitNestedInOneThatFailsCommitsOnItsOwn() throws Throwable {
        assertThatThrownBy(() -> TestUnits.write(tenant, work -> {
            work.record(event("lot.held", "lot_outer"));
            return units.writeAs(actor(), inner -> {
                inner.record(event("lot.released", "lot_inner"));
                return Uni.createFrom().voidItem();
            }).chain(UnitsOfWorkTest::fail);
        })).hasMessageContaining("rolled back");

        assertThat(auditedActions()).containsExactly("lot.released");
    }

    private Actor actor() {
        return new Actor(tenant, "key_test", null, null);
    }
}
