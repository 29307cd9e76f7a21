package com.pharmaerp.api.warehouse;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestUnits;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository;

import io.quarkus.test.junit.QuarkusTest;

/** The balance statements on the embedded PostgreSQL: a debit never takes a balance below zero, whoever races it. */
@QuarkusTest
class StockLedgerRepositoryTest {

    private static final Instant T0 = Instant.parse("2026-01-05T08:00:00Z");

    @Inject
    StockBalanceRepository balances;

    private final String tenant = "ledger-" + UUID.randomUUID().toString().substring(0, 8);

    @Test
    void creditsAddUpAndADebitOfMoreThanIsThereChangesNothing() throws Throwable {
        TestUnits.write(tenant, work -> balances.credit(work, "lot_1", "loc_a", "mat_1", new BigDecimal("2.5"), T0));
        TestUnits.write(tenant, work -> balances.credit(work, "lot_1", "loc_a", "mat_1", new BigDecimal("1.5"), T0));

        boolean tooMuch = TestUnits.write(tenant, work -> balances.debit(work, "lot_1", "loc_a", new BigDecimal("4.000001"), T0));
        boolean all = TestUnits.write(tenant, work -> balances.debit(work, "lot_1", "loc_a", new BigDecimal("4"), T0));
        boolean nowhere = TestUnits.write(tenant, work -> balances.debit(work, "lot_1", "loc_b", new BigDecimal("1"), T0));
        assertThat(tooMuch).isFalse();
        assertThat(all).isTrue();
        assertThat(nowhere).as("no balance row: nothing there").isFalse();
        assertThat(balance("lot_1", "loc_a")).isEqualByComparingTo("0");
    }

    @Test
    void concurrentDebitsTakeOutAtMostWhatIsThere() throws Throwable {
        TestUnits.write(tenant, work -> balances.credit(work, "lot_2", "loc_a", "mat_1", new BigDecimal("10"), T0));

        List<CompletableFuture<Boolean>> debits = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            debits.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return TestUnits.write(tenant, work -> balances.debit(work, "lot_2", "loc_a", new BigDecimal("0.5"), T0));
                } catch (Throwable e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        long succeeded = debits.stream().map(CompletableFuture::join).filter(Boolean::booleanValue).count();

        assertThat(succeeded).isEqualTo(20);
        assertThat(balance("lot_2", "loc_a")).isEqualByComparingTo("0");
    }

    private BigDecimal balance(String lot, String location) throws SQLException {
        try (Connection connection = TestDatabase.connectAsOwner(); Statement statement = connection.createStatement()) {
            statement.execute("SET erp.tenant_id = '" + tenant + "'");
            try (ResultSet row = statement.executeQuery("SELECT quantity FROM stock_balances WHERE lot_id = '" + lot
                    + "' AND location_id = '" + location + "'")) {
                row.next();
                return row.getBigDecimal(1);
            }
        }
    }
}
