package com.pharmaerp.api.warehouse.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository.Balance;

import io.smallrye.mutiny.Uni;

/** Balances of lots in locations, newest first; zero balances are not listed. */
@ApplicationScoped
public class StockBalanceService {

    private final StockBalanceRepository balances;

    public StockBalanceService(StockBalanceRepository balances) {
        this.balances = balances;
    }

    /** Each filter null for none. */
    public Uni<Page<Balance>> list(UnitOfWork work, String materialId, String lotId, String locationId, Cursor after,
            int limit) {
        return balances.page(work, materialId, lotId, locationId, after, limit)
                .map(rows -> Page.of(rows, limit, Balance::cursor, balance -> balance));
    }
}
