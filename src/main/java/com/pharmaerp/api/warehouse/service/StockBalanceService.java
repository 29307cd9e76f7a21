package com.pharmaerp.api.warehouse.service;

import java.time.LocalDate;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.clock.BusinessClock;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.persistence.TenantGuard;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.warehouse.api.StockBalanceView;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.StockBalance;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository.Position;

import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/** Balances of lots in locations, newest first, with each lot's status as of the business date. Zero balances are not listed. */
@ApplicationScoped
public class StockBalanceService {

    private final StockBalanceRepository balances;
    private final BusinessClock clock;

    public StockBalanceService(StockBalanceRepository balances, BusinessClock clock) {
        this.balances = balances;
        this.clock = clock;
    }

    /** Each filter null for none. */
    @WithTransaction
    public Uni<Page<StockBalanceView>> list(String tenantId, String materialId, String lotId, String locationId, Cursor after,
            int limit) {
        Position position = Position.of(after);
        QueryFilter filter = QueryFilter.of(tenantId).equal("b.materialId", materialId).equal("b.lotId", lotId)
                .equal("b.locationId", locationId);
        return TenantGuard.enter(tenantId)
                .chain(() -> clock.today(tenantId))
                .chain(today -> balances.page(filter, position, limit).map(rows -> Page.of(rows, limit,
                        row -> Position.of((StockBalance) row[0]).cursor(), row -> view((StockBalance) row[0], (Lot) row[1],
                                today))));
    }

    private static StockBalanceView view(StockBalance balance, Lot lot, LocalDate today) {
        return new StockBalanceView(balance.materialId, balance.lotId, balance.locationId,
                QuantityJson.of(new Quantity(balance.quantity, Unit.ofSymbol(lot.unit).orElseThrow())), lot.status(today).id());
    }
}
