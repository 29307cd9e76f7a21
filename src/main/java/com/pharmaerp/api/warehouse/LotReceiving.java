package com.pharmaerp.api.warehouse;

import java.util.Collection;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.service.LotReceipt;

import io.smallrye.mutiny.Uni;

/**
 * Procurement's way in: a delivery's lots received into quarantine, in the caller's unit of work
 * (which records the events). The rules are {@link LotReceipt}'s.
 */
@ApplicationScoped
public class LotReceiving {

    /** What a delivery's lines name of the warehouse, read once for all of them. */
    public static final class Delivery {

        private final LotReceipt.Delivery read;

        private Delivery(LotReceipt.Delivery read) {
            this.read = read;
        }

        /** Of the given ids, those that are no location of the tenant. */
        public Set<String> unknownLocations(Collection<String> locationIds) {
            return read.unknownLocations(locationIds);
        }
    }

    private final LotReceipt receipts;

    public LotReceiving(LotReceipt receipts) {
        this.receipts = receipts;
    }

    /** The id of a lot about to be received. */
    public String nextLotId() {
        return receipts.nextLotId();
    }

    /** @param materialIds the materials of the lines (an order's, so the tenant's) */
    public Uni<Delivery> delivery(UnitOfWork work, Collection<String> materialIds, Collection<String> locationIds) {
        return receipts.delivery(work, materialIds, locationIds).map(Delivery::new);
    }

    /**
     * The lot in quarantine and its receipt movement: 422 storage_condition_mismatch when the
     * location's range is not within the material's.
     *
     * @param delivery the lot's location among it
     * @param locationField where the request names the lot's location, e.g. {@code lines[0].locationId}, for {@code errors[]}
     */
    public Uni<Void> receiveIntoQuarantine(UnitOfWork work, Delivery delivery, NewLot lot, String locationField) {
        return receipts.receiveIntoQuarantine(work, delivery.read, lot, locationField);
    }
}
