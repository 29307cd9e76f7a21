package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestUnits;
import com.pharmaerp.api.warehouse.domain.Fefo;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository;

import io.quarkus.test.junit.QuarkusTest;

/**
 * FEFO's candidates read from the embedded PostgreSQL: only released lots of the material, neither
 * expired nor past their retest date, earliest expiry first, then the earliest received.
 */
@QuarkusTest
class FefoCandidatesRepositoryTest {

    private static final LocalDate TODAY = LocalDate.parse("2027-01-04");

    @Inject
    StockBalanceRepository balances;

    private final String tenant = "fefo-" + UUID.randomUUID().toString().substring(0, 8);

    @BeforeEach
    void lots() throws SQLException {
        try (Connection owner = TestDatabase.connectAsOwner(); Statement sql = owner.createStatement()) {
            sql.execute("SET erp.tenant_id = '" + tenant + "'");
            storage(sql, "loc_a");
            storage(sql, "loc_b");
            lot(sql, "lot_LATE", "released", "2028-06-01", "2027-12-01", "2026-12-01", "loc_a", "10");
            lot(sql, "lot_EARLY", "released", "2027-06-01", "2027-03-01", "2026-12-03", "loc_b", "10");
            lot(sql, "lot_TWIN", "released", "2027-06-01", "2027-03-01", "2026-12-02", "loc_a", "4");
            lot(sql, "lot_RETEST", "released", "2028-06-01", "2027-01-03", "2026-11-01", "loc_a", "10");
            lot(sql, "lot_EXPIRED", "released", "2027-01-03", "2027-01-03", "2026-11-01", "loc_a", "10");
            lot(sql, "lot_QUARANTINE", "quarantine", "2027-02-01", "2027-02-01", "2026-11-01", "loc_a", "10");
            lot(sql, "lot_HELD", "on_hold", "2027-02-01", "2027-02-01", "2026-11-01", "loc_a", "10");
        }
    }

    /** FEFO reads locations too: it never picks from a returns location. */
    private void storage(Statement sql, String id) throws SQLException {
        sql.execute("INSERT INTO locations (tenant_id, id, code, name, kind, storage_min_celsius, storage_max_celsius, active, "
                + "version, created_at, updated_at) VALUES ('" + tenant + "', '" + id + "', '" + id + "', 'Store', 'storage', "
                + "15, 25, true, 1, now(), now())");
    }

    private void lot(Statement sql, String id, String status, String expires, String retest, String received, String location,
            String quantity) throws SQLException {
        sql.execute("INSERT INTO lots (tenant_id, id, number, material_id, unit, origin, source_id, manufactured_on, expires_on, "
                + "retest_on, status, held_from, version, created_at, updated_at) VALUES ('" + tenant + "', '" + id + "', '"
                + id.substring(4) + "', 'mat_api', 'kg', 'receipt', 'gr_1', '2026-10-01', '" + expires + "', '" + retest
                + "', '" + status + "', " + (status.equals("on_hold") ? "'released'" : "NULL") + ", 1, '" + received
                + "T08:00:00Z', now())");
        sql.execute("INSERT INTO stock_balances (tenant_id, lot_id, location_id, material_id, quantity, created_at, updated_at) "
                + "VALUES ('" + tenant + "', '" + id + "', '" + location + "', 'mat_api', " + quantity + ", now(), now())");
    }

    private static Fefo.Request issue(String kilograms, String location, String lot, boolean overridden) {
        return new Fefo.Request("mat_api", Quantity.of(kilograms, Unit.KG), location, lot, overridden);
    }

    private List<Fefo.Candidate> candidates(Fefo.Request issue) throws Throwable {
        return TestUnits.write(tenant, work -> balances.lockUsable(work, issue.materialId(), TODAY, issue.locationId()));
    }

    @Test
    void onlyReleasedUnexpiredLotsBeforeTheirRetestDateAreCandidatesEarliestExpiryThenEarliestReceivedFirst() throws Throwable {
        assertThat(candidates(issue("1", null, null, false))).extracting(Fefo.Candidate::lotId)
                .containsExactly("lot_TWIN", "lot_EARLY", "lot_LATE");
        assertThat(candidates(issue("1", "loc_a", null, false))).extracting(Fefo.Candidate::lotId)
                .containsExactly("lot_TWIN", "lot_LATE");
    }

    @Test
    void anIssueSplitsAcrossLotsInThatOrderAndNeverTakesMoreThanIsThere() throws Throwable {
        List<Fefo.Candidate> all = candidates(issue("1", null, null, false));

        assertThat(Fefo.allocate(issue("15", null, null, false), all))
                .extracting(candidate -> candidate.lotId() + "=" + candidate.quantity().stripTrailingZeros().toPlainString())
                .containsExactly("lot_TWIN=4", "lot_EARLY=10", "lot_LATE=1");
        assertRefused(() -> Fefo.allocate(issue("24.000001", null, null, false), all), "insufficient_stock");
        assertRefused(() -> Fefo.allocate(issue("1", null, "lot_LATE", false), all), "fefo_violation");
        assertThat(Fefo.allocate(issue("3", null, "lot_LATE", true), all))
                .extracting(Fefo.Candidate::lotId).containsExactly("lot_LATE");
    }
}
