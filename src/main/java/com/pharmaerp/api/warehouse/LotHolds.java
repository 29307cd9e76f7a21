package com.pharmaerp.api.warehouse;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotStatus;
import com.pharmaerp.api.warehouse.service.LotService;

import io.smallrye.mutiny.Uni;

/** What a recall asks of the warehouse: the lot and every lot made from it, and holds on those it takes. */
@ApplicationScoped
public class LotHolds {

    /**
     * A lot the recall reaches, as it was when locked.
     *
     * @param depth 0 for the recalled lot itself
     * @param status on the business date, or {@code on_hold} for one the hold takes
     * @param held whether the hold takes it
     */
    public record Reached(String lotId, String number, String materialId, int depth, String status,
            Quantity quantityInStock, boolean held) {
    }

    /** The lots a recall reaches, locked until the unit ends; {@link #hold} takes those it may. */
    public static final class Found {

        private final List<Reached> lots;
        private final List<Lot> holdable;

        private Found(List<Reached> lots, List<Lot> holdable) {
            this.lots = lots;
            this.holdable = holdable;
        }

        public List<Reached> lots() {
            return lots;
        }
    }

    private final LotService lots;

    public LotHolds(LotService lots) {
        this.lots = lots;
    }

    /** Whether the tenant has a lot of the id. */
    public Uni<Boolean> exists(UnitOfWork work, String lotId) {
        return lots.find(work, lotId).map(lot -> lot != null);
    }

    /** The lot and every lot made from it at any depth, locked until the unit ends (see {@link LotService#lockMadeFrom}). */
    public Uni<Found> lockMadeFrom(UnitOfWork work, String lotId) {
        return lots.lockMadeFrom(work, lotId).map(reached -> new Found(reached.stream().map(r -> new Reached(r.lot().id(),
                r.lot().number(), r.lot().materialId(), r.depth(), r.holdable() ? LotStatus.ON_HOLD.id() : r.status().id(),
                new Quantity(r.lot().quantity(), Unit.ofSymbol(r.lot().unit()).orElseThrow()), r.holdable())).toList(),
                reached.stream().filter(LotService.Reached::holdable).map(LotService.Reached::lot).toList()));
    }

    /**
     * Holds the lots found that a hold may take, under the signature, the reason in each lot's own event.
     *
     * @return false when any of them is no longer at the version it was locked at
     */
    public Uni<Boolean> hold(UnitOfWork work, Found found, String reason, Signature signature) {
        return lots.holdAll(work, found.holdable, reason, signature);
    }
}
