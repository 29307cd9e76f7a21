package com.pharmaerp.api.warehouse;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.service.ProductionSupply;

import io.smallrye.mutiny.Uni;

/**
 * Production's way in: an order's output lot, the stock issued to it and its output, in the
 * caller's unit of work. The rules are {@link ProductionSupply}'s.
 */
@ApplicationScoped
public class ProductionStock {

    private final ProductionSupply supply;

    public ProductionStock(ProductionSupply supply) {
        this.supply = supply;
    }

    /** A new lot of the product in quarantine, made by the order released today; its id. */
    public Uni<String> createOutputLot(UnitOfWork work, String materialId, String orderId) {
        return supply.createOutputLot(work, materialId, orderId);
    }

    /**
     * FEFO or the named lot, each lot taken linked to the order's output lot: 422 for a named lot of
     * another material or none; 409 lot_expired, lot_retest_due, lot_not_released, fefo_violation,
     * insufficient_stock. The debits and the links are written with the unit's COMMIT: the caller's
     * own writes that need nothing from their answers go there too, so the issued balances stay
     * locked for one round trip after the read that locks them.
     */
    public Uni<List<IssuedStock>> issue(UnitOfWork work, ProductionIssue issue) {
        return supply.issue(work, issue);
    }

    /**
     * The output movement into the order's lot: 422 for no such location or one whose range is not
     * within the product's.
     *
     * @param locationField where the request names the location, for {@code errors[]}
     */
    public Uni<Void> receiveOutput(UnitOfWork work, String lotId, String locationId, String locationField,
            Quantity quantity, String orderId) {
        return supply.receiveOutput(work, lotId, locationId, locationField, quantity, orderId);
    }
}
