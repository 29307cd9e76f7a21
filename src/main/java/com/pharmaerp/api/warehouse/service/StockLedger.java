package com.pharmaerp.api.warehouse.service;

import java.math.BigDecimal;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.WarehouseProblem;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository;
import com.pharmaerp.api.warehouse.repository.StockMovementRepository;

import io.smallrye.mutiny.Uni;

/**
 * Posts movements: the ledger entry and the balances it changes, in the caller's unit of work, so
 * the balances always equal the ledger's sum. A debit that would take a balance below zero is 409
 * insufficient_stock and changes nothing (the database decides, under the balance row's lock). A
 * movement into or out of a location being counted is refused by the database's trigger on the
 * ledger, whichever statement inserts it (409 location_counting, see LocationCountingTranslator).
 * Each posting records its event in the unit.
 */
@ApplicationScoped
public class StockLedger {

    private final StockMovementRepository movements;
    private final StockBalanceRepository balances;

    public StockLedger(StockMovementRepository movements, StockBalanceRepository balances) {
        this.movements = movements;
        this.balances = balances;
    }

    public Uni<StockMovement> post(UnitOfWork work, MovementData data) {
        StockMovement movement = StockMovement.post(Ids.next(StockMovement.ID_PREFIX), data);
        Uni<Void> posted;
        if (data.fromLocationId() == null) {
            posted = movements.insertCrediting(work, movement);
        } else if (data.toLocationId() == null) {
            posted = movements.insertDebiting(work, movement).invoke(enough -> requireEnough(enough, data)).replaceWithVoid();
        } else {
            // The entry first: its trigger takes the locations' share locks (V19) before any balance row is locked.
            posted = movements.insert(work, movement).chain(() -> transfer(work, data));
        }
        return posted.invoke(() -> work.record(movement.posted())).replaceWith(movement);
    }

    /**
     * An out-movement planned on an unlocked read, its debit sent with COMMIT ({@link StockIssue#issueOnClose}):
     * the database checks the plan again as the debit takes the balance's lock, and runs the unit again if it no
     * longer holds.
     */
    public StockMovement postPlannedOnClose(UnitOfWork work, MovementData data) {
        StockMovement movement = StockMovement.post(Ids.next(StockMovement.ID_PREFIX), data);
        movements.insertDebitingPlannedOnClose(work, movement);
        work.record(movement.posted());
        return movement;
    }

    /** Both balance rows locked in one order whichever way stock goes, so opposite transfers cannot deadlock. */
    private Uni<Void> transfer(UnitOfWork work, MovementData data) {
        BigDecimal quantity = data.quantity().value();
        Supplier<Uni<Void>> debit = () -> balances.debit(work, data.lotId(), data.fromLocationId(), quantity, data.postedAt())
                .invoke(enough -> requireEnough(enough, data)).replaceWithVoid();
        Supplier<Uni<Void>> credit = () -> balances.credit(work, data.lotId(), data.toLocationId(), data.materialId(),
                quantity, data.postedAt());
        return data.fromLocationId().compareTo(data.toLocationId()) < 0 ? debit.get().chain(credit::get)
                : credit.get().chain(debit::get);
    }

    private static void requireEnough(boolean enough, MovementData data) {
        if (!enough) {
            throw new Refusal(WarehouseProblem.INSUFFICIENT_STOCK, "Location " + data.fromLocationId()
                    + " holds less than " + data.quantity() + " of lot " + data.lotId() + ": nothing was moved.");
        }
    }
}
