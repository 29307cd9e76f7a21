package com.pharmaerp.api.warehouse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUnits;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository;
import com.pharmaerp.api.warehouse.repository.StockMovementRepository;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The location_counting rule on the embedded PostgreSQL: a location taken by a count refuses every
 * movement but the count's own, and an opening waits for a movement already under way.
 */
@QuarkusTest
@WithTestResource(TestKeys.class) // the HTTP tests' configuration: one Quarkus start shared with them
class LocationCountingRepositoryTest {

    private static final Instant T0 = Instant.parse("2026-01-05T08:00:00Z");

    @Inject
    LocationRepository locations;
    @Inject
    StockMovementRepository movements;
    @Inject
    StockBalanceRepository balances;

    private final String tenant = "counting-" + UUID.randomUUID().toString().substring(0, 8);

    @BeforeEach
    void locationsAndStock() throws SQLException {
        try (Connection owner = TestDatabase.connectAsOwner(); Statement sql = owner.createStatement()) {
            sql.execute("SET erp.tenant_id = '" + tenant + "'");
            for (String id : List.of("loc_cage_a", "loc_cage_b")) {
                sql.execute("INSERT INTO locations (tenant_id, id, code, name, kind, storage_min_celsius, storage_max_celsius, "
                        + "active, version, created_at, updated_at) VALUES ('" + tenant + "', '" + id + "', '" + id
                        + "', 'Store', 'storage', 15, 25, true, 1, now(), now())");
            }
            sql.execute("INSERT INTO lots (tenant_id, id, number, material_id, unit, origin, source_id, manufactured_on, "
                    + "expires_on, retest_on, status, version, created_at, updated_at) VALUES ('" + tenant + "', 'lot_caged', "
                    + "'L-000001', 'mat_1', 'kg', 'receipt', 'gr_1', '2026-01-01', '2027-01-01', '2026-06-01', 'quarantine', 1, "
                    + "now(), now())");
        }
    }

    private static StockMovement into(String location, String reference) {
        return StockMovement.post("mov_" + UUID.randomUUID().toString().substring(0, 8), new MovementData(MovementType.ADJUSTMENT,
                "lot_caged", "mat_1", null, location, new Quantity(new BigDecimal("2"), Unit.KG), reference, null, null, T0, "usr_1"));
    }

    @Test
    void aLocationIsTakenByOneCountAtATime() throws Throwable {
        assertThat((boolean) TestUnits.write(tenant, work -> locations.startCounting(work, "loc_cage_a", "cnt_1"))).isTrue();
        assertThat((boolean) TestUnits.write(tenant, work -> locations.startCounting(work, "loc_cage_a", "cnt_2"))).isFalse();

        TestUnits.write(tenant, work -> locations.stopCounting(work, "loc_cage_a", "cnt_1"));

        assertThat((boolean) TestUnits.write(tenant, work -> locations.startCounting(work, "loc_cage_a", "cnt_2"))).isTrue();
    }

    @Test
    void theDatabaseRefusesAMovementIntoALocationBeingCountedAsLocationCounting() throws Throwable {
        TestUnits.write(tenant, work -> locations.startCounting(work, "loc_cage_a", "cnt_1"));

        assertThatThrownBy(() -> TestUnits.write(tenant, work -> movements.insertCrediting(work, into("loc_cage_a", "adj_1"))))
                .satisfies(failure -> assertThat(new LocationCountingTranslator().translate(failure))
                        .hasValueSatisfying(problem -> assertThat(problem.code()).isEqualTo(WarehouseProblem.LOCATION_COUNTING)));
        List<StockBalanceRepository.Held> book = TestUnits.read(tenant, work -> balances.inLocation(work, "loc_cage_a"));
        assertThat(book).isEmpty();
    }

    @Test
    void theCountsOwnPostingGoesIntoTheLocationItCounts() throws Throwable {
        TestUnits.write(tenant, work -> locations.startCounting(work, "loc_cage_a", "cnt_1"));

        TestUnits.write(tenant, work -> movements.insertCrediting(work, into("loc_cage_a", "cnt_1")));

        List<StockBalanceRepository.Held> book = TestUnits.read(tenant, work -> balances.inLocation(work, "loc_cage_a"));
        assertThat(book).singleElement().satisfies(held -> assertThat(held.quantity()).isEqualByComparingTo("2"));
    }

    @Test
    void anOpeningWaitsForAMovementUnderWayToEndAndLaterMovementsAreRefused() throws Exception {
        try (Connection mover = TestDatabase.connectAsOwner(); Statement moving = mover.createStatement();
                Connection opener = TestDatabase.connectAsOwner(); Statement opening = opener.createStatement();
                Connection observer = TestDatabase.connectAsOwner(); Statement observing = observer.createStatement()) {
            moving.execute("SET erp.tenant_id = '" + tenant + "'");
            opening.execute("SET erp.tenant_id = '" + tenant + "'");
            mover.setAutoCommit(false);
            moving.execute(insert("loc_cage_b", "loc_cage_a", "mov_under_way"));
            int openerProcess = backendPid(opening);

            CompletableFuture<Integer> opened = CompletableFuture.supplyAsync(() -> {
                try {
                    return opening.executeUpdate("UPDATE locations SET counting_id = 'cnt_1' WHERE tenant_id = '" + tenant
                            + "' AND id = 'loc_cage_a' AND counting_id IS NULL");
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            });
            await("the opening waits for a lock").atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(20))
                    .until(() -> waitsForALock(observing, openerProcess));
            assertThat(opened).as("the opening waits for the movement's share lock").isNotDone();
            // Ended without a trace (a commit would leave a ledger entry without its balance for the ledger checks).
            mover.rollback();

            assertThat(opened.get(10, TimeUnit.SECONDS)).isEqualTo(1);
            assertThatThrownBy(() -> moving.execute(insert("loc_cage_a", "loc_cage_b", "mov_later"))).isInstanceOf(SQLException.class)
                    .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("ERPLC"));
            mover.rollback();
        }
    }

    private static int backendPid(Statement session) throws SQLException {
        try (ResultSet row = session.executeQuery("SELECT pg_backend_pid()")) {
            row.next();
            return row.getInt(1);
        }
    }

    /** Whether the session of that backend is blocked on a lock (asked outside any transaction: a snapshot is per transaction). */
    private static boolean waitsForALock(Statement observer, int pid) throws SQLException {
        try (ResultSet row = observer.executeQuery("SELECT wait_event_type = 'Lock' FROM pg_stat_activity WHERE pid = " + pid)) {
            return row.next() && row.getBoolean(1);
        }
    }

    private String insert(String from, String to, String id) {
        return "INSERT INTO stock_movements (tenant_id, id, type, lot_id, material_id, from_location_id, to_location_id, "
                + "quantity, unit, posted_at, version, created_at, updated_at) VALUES ('" + tenant + "', '" + id + "', "
                + "'transfer', 'lot_caged', 'mat_1', '" + from + "', '" + to + "', 1, 'kg', now(), 1, now(), now())";
    }
}
