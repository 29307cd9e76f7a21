package com.pharmaerp.api.warehouse;

import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.service.ReturnedGoods;

import io.smallrye.mutiny.Uni;

/**
 * What a customer's return asks of the warehouse: its lots as they stand, the goods received into a
 * returns location, and their disposition out of it. The rules are {@link ReturnedGoods}'.
 */
@ApplicationScoped
public class ReturnedStock {

    /**
     * A returned lot as a restock judges it.
     *
     * @param status as stored ({@code released}, {@code on_hold}, ...): never {@code expired}, which is read from
     *        {@code expiresOn}
     */
    public record ReturnedLot(String id, String materialId, String status, LocalDate expiresOn) {
    }

    /** So much of a lot of a material, in the material's base unit. */
    public record Goods(String lotId, String materialId, Quantity quantity) {
    }

    private final ReturnedGoods goods;

    public ReturnedStock(ReturnedGoods goods) {
        this.goods = goods;
    }

    /** Each of the ids that is a lot of the tenant, by id. */
    public Uni<Map<String, ReturnedLot>> lots(UnitOfWork work, Collection<String> lotIds) {
        return goods.lots(work, lotIds).map(found -> found.stream().map(lot -> new ReturnedLot(lot.id(), lot.materialId(),
                lot.status().id(), lot.expiresOn())).collect(Collectors.toMap(ReturnedLot::id, Function.identity())));
    }

    /**
     * A return movement per line into the returns location, referencing the return: 422 for a location
     * that is unknown, not of kind returns, inactive or out of a material's range.
     *
     * @return the movements' ids, in the lines' order
     */
    public Uni<List<String>> receive(UnitOfWork work, String returnId, String locationId, String locationField,
            List<Goods> lines) {
        return goods.receive(work, returnId, locationId, locationField, lines.stream().map(ReturnedStock::entry).toList());
    }

    /**
     * A transfer from the returns location to a storage location, referencing the return: 422 for a
     * destination that is unknown, not a storage location, inactive or out of range.
     *
     * @return the movement's id
     */
    public Uni<String> restock(UnitOfWork work, String returnId, Goods line, String fromLocationId, String toLocationId,
            String toField) {
        return goods.restock(work, returnId, entry(line), fromLocationId, toLocationId, toField);
    }

    /** A destruction out of the returns location, referencing the return; @return the movement's id */
    public Uni<String> destroy(UnitOfWork work, String returnId, Goods line, String fromLocationId) {
        return goods.destroy(work, returnId, entry(line), fromLocationId);
    }

    private static ReturnedGoods.Entry entry(Goods line) {
        return new ReturnedGoods.Entry(line.lotId(), line.materialId(), line.quantity());
    }
}
