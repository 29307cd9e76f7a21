package com.pharmaerp.api.warehouse.service;

import java.math.BigDecimal;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.warehouse.WarehouseProblem;
import com.pharmaerp.api.warehouse.api.StockMovementView;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository;
import com.pharmaerp.api.warehouse.repository.StockMovementRepository;

import io.smallrye.mutiny.Uni;

/**
 * Posts movements: the ledger entry and the balances it changes, in the caller's transaction, so
 * the balances always equal the ledger's sum. A debit that would take a balance below zero is 409
 * insufficient_stock and changes nothing (the database decides, under the balance row's lock).
 */
@ApplicationScoped
public class StockLedger {

    private final StockMovementRepository movements;
    private final StockBalanceRepository balances;
    private final ResourceSupport support;

    public StockLedger(StockMovementRepository movements, StockBalanceRepository balances, ResourceSupport support) {
        this.movements = movements;
        this.balances = balances;
        this.support = support;
    }

    /** Runs in the caller's transaction, inside the tenant; does not audit (see {@link #audited}). */
    public Uni<StockMovement> post(String tenantId, MovementData data) {
        StockMovement movement = new StockMovement();
        movement.start(Ids.next(StockMovement.ID_PREFIX), tenantId, data, data.postedAt());
        BigDecimal quantity = data.quantity().value();
        Supplier<Uni<Void>> debit = () -> balances.debit(tenantId, data.lotId(), data.fromLocationId(), quantity,
                data.postedAt()).invoke(enough -> {
                    if (!enough) {
                        throw new ProblemException(WarehouseProblem.INSUFFICIENT_STOCK, "Location " + data.fromLocationId()
                                + " holds less than " + data.quantity() + " of lot " + data.lotId() + ": nothing was moved.");
                    }
                }).replaceWithVoid();
        Supplier<Uni<Void>> credit = () -> balances.credit(tenantId, data.lotId(), data.toLocationId(), data.materialId(),
                quantity, data.postedAt());
        Uni<Void> posted;
        if (data.fromLocationId() == null) {
            posted = credit.get();
        } else if (data.toLocationId() == null) {
            posted = debit.get();
        } else if (data.fromLocationId().compareTo(data.toLocationId()) < 0) {
            // Both rows locked in one order whichever way stock goes, so opposite transfers cannot deadlock.
            posted = debit.get().chain(credit::get);
        } else {
            posted = credit.get().chain(debit::get);
        }
        return posted.chain(() -> movements.persist(movement));
    }

    /** The movement's audit event, for the caller to record with its others as its last step. */
    public AuditEntry audited(StockMovement movement) {
        return support.created("stock_movement", movement.id, StockMovementView.of(movement), movement.reason);
    }
}
