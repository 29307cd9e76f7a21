package com.pharmaerp.api.platform.work;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUnits;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Document numbers on the embedded PostgreSQL: a counter's sequential per tenant and kind, no gaps, none
 * twice; a sequence's unique and increasing per tenant and kind, continuing from the counter.
 */
@QuarkusTest
@WithTestResource(TestKeys.class) // the HTTP tests' configuration: one Quarkus start shared with them
class DocumentNumbersTest {

    @Inject
    DocumentNumbers numbers;

    private final String tenant = "docs-" + UUID.randomUUID().toString().substring(0, 8);

    private String next(String tenantId, String kind) throws Throwable {
        return TestUnits.write(tenantId, work -> numbers.next(work, kind));
    }

    @Test
    void numbersRunFromOnePerTenantAndKind() throws Throwable {
        assertThat(next(tenant, "PO")).isEqualTo("PO-000001");
        assertThat(next(tenant, "PO")).isEqualTo("PO-000002");
        assertThat(next(tenant, "SH")).isEqualTo("SH-000001");
        assertThat(next(tenant + "-other", "PO")).isEqualTo("PO-000001");
        assertThat(DocumentNumbers.format("L", 1234567)).isEqualTo("L-1234567");
    }

    @Test
    void aNumberTakenInsideAnInsertContinuesTheCountAndIsFormattedLikeNext() throws Throwable {
        assertThat(next(tenant, "OOS")).isEqualTo("OOS-000001");
        assertThat(nextInStatement(tenant, "OOS")).isEqualTo("OOS-000002");
        assertThat(next(tenant, "OOS")).isEqualTo("OOS-000003");
    }

    @Test
    void aNumberTakenInsideAnInsertKeepsEveryDigitPastSix() throws Throwable {
        TestUnits.write(tenant, work -> work.update("INSERT INTO document_numbers (tenant_id, kind, last) VALUES ($1, 'DEV', "
                + "999999)", Tuple.of(work.tenantId())));
        assertThat(nextInStatement(tenant, "DEV")).isEqualTo(DocumentNumbers.format("DEV", 1_000_000)).isEqualTo("DEV-1000000");
    }

    private String nextInStatement(String tenantId, String kind) throws Throwable {
        return TestUnits.write(tenantId, work -> work.one("WITH " + DocumentNumbers.nextNumber("$2") + " SELECT value FROM number",
                Tuple.of(work.tenantId(), kind), row -> row.getString("value")));
    }

    @Test
    void aRolledBackTransactionGivesItsNumberBack() throws Throwable {
        assertThat(next(tenant, "B")).isEqualTo("B-000001");
        assertThatThrownBy(() -> TestUnits.write(tenant,
                work -> numbers.next(work, "B").chain(n -> Uni.createFrom().failure(new IllegalStateException("rolled back")))))
                .hasMessageContaining("rolled back");
        assertThat(next(tenant, "B")).isEqualTo("B-000002");
    }

    /** One transaction taking a number. */
    private interface Taker {
        String take() throws Throwable;
    }

    /** The numbers twenty transactions took at once, sorted. */
    private static List<String> takenAtOnce(Taker taker) {
        List<CompletableFuture<String>> takers = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            takers.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return taker.take();
                } catch (Throwable e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        return takers.stream().map(CompletableFuture::join).sorted().toList();
    }

    @Test
    void concurrentTransactionsNeverGetTheSameNumber() {
        List<String> taken = takenAtOnce(() -> next(tenant, "DEV"));
        assertThat(taken).doesNotHaveDuplicates().hasSize(20).first().isEqualTo("DEV-000001");
        assertThat(taken).last().isEqualTo("DEV-000020");
    }

    private String nextFromSequence(String tenantId, String kind) throws Throwable {
        return TestUnits.write(tenantId, work -> work.one("WITH " + DocumentNumbers.nextFromSequence("$2")
                + " SELECT value FROM number", Tuple.of(work.tenantId(), kind), row -> row.getString("value")));
    }

    @Test
    void aKindNumberedBySequenceContinuesFromItsCounterAndLeavesTheCounterAlone() throws Throwable {
        counterAsBeforeTheSequences(tenant, "GR", 41);
        assertThat(nextFromSequence(tenant, "GR")).isEqualTo("GR-000042");
        assertThat(nextFromSequence(tenant, "GR")).isEqualTo("GR-000043");
        assertThat(nextFromSequence(tenant + "-other", "GR")).isEqualTo("GR-000001");
        Long counter = TestUnits.read(tenant, work -> work.one("SELECT last FROM document_numbers WHERE tenant_id = $1 "
                + "AND kind = 'GR'", Tuple.of(work.tenantId()), row -> row.getLong("last")));
        assertThat(counter).isEqualTo(41L);
    }

    /** A counter row as a build before the sequences left it: written with the triggers off (as the owner). */
    private static void counterAsBeforeTheSequences(String tenantId, String kind, long last) throws SQLException {
        try (Connection owner = TestDatabase.connectAsOwner(); Statement sql = owner.createStatement()) {
            sql.execute("SET session_replication_role = replica");
            sql.execute("INSERT INTO document_numbers (tenant_id, kind, last) VALUES ('" + tenantId + "', '" + kind + "', "
                    + last + ")");
        }
    }

    @Test
    void aSequenceNumberARolledBackWriteTookIsNotGivenAgain() throws Throwable {
        assertThat(nextFromSequence(tenant, "L")).isEqualTo("L-000001");
        assertThatThrownBy(() -> TestUnits.write(tenant, work -> work.one("WITH " + DocumentNumbers.nextFromSequence("$2")
                + " SELECT value FROM number", Tuple.of(work.tenantId(), "L"), row -> row.getString("value"))
                .chain(n -> Uni.createFrom().failure(new IllegalStateException("rolled back")))))
                .hasMessageContaining("rolled back");
        assertThat(nextFromSequence(tenant, "L")).isEqualTo("L-000003");
    }

    @Test
    void concurrentFirstNumbersOfASequenceAreAllDifferent() {
        List<String> taken = takenAtOnce(() -> nextFromSequence(tenant, "IL"));
        assertThat(taken).doesNotHaveDuplicates().hasSize(20).allMatch(number -> number.matches("IL-0000[0-9]{2}"));
    }

    @Test
    void anOlderBuildTakingASequenceKindFromItsCounterGetsTheSequencesNextNumber() throws Throwable {
        assertThat(nextFromSequence(tenant, "GR")).isEqualTo("GR-000001");
        assertThat(nextInStatement(tenant, "GR")).isEqualTo("GR-000002");
        assertThat(nextFromSequence(tenant, "GR")).isEqualTo("GR-000003");
        assertThat(nextInStatement(tenant + "-older", "L")).isEqualTo("L-000001");
        assertThat(nextFromSequence(tenant + "-older", "L")).isEqualTo("L-000002");
    }

    @Test
    void aTenantCannotTakeAnotherTenantsSequenceNumber() {
        assertThatThrownBy(() -> TestUnits.write(tenant, work -> work.one("SELECT erp_next_number($1, 'L') AS n",
                Tuple.of(tenant + "-victim"), row -> row.getLong("n")))).hasMessageContaining("another tenant");
    }
}
