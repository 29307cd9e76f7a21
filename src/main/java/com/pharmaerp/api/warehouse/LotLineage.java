package com.pharmaerp.api.warehouse;

import java.util.Collection;
import java.util.List;
import java.util.stream.Stream;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.service.LotService;
import com.pharmaerp.api.warehouse.service.WarehouseReads;

import io.smallrye.mutiny.Uni;

/**
 * A lot's genealogy both ways and who received it or a lot made from it, for a complaint's impact; the
 * links a deviation's impact follows from the lots and orders it names.
 */
@ApplicationScoped
public class LotLineage {

    /** A lot of the genealogy, at the smallest depth it is reached (1 for a direct input or output). */
    public record Relative(String lotId, String number, String materialId, int depth) {
    }

    /**
     * @param madeFrom the lots consumed into the lot, at any depth, nearest first
     * @param madeInto the lots made from it, at any depth, nearest first
     * @param delivered every shipped allocation of the lot and of the lots made from it, in shipping order
     */
    public record Lineage(List<Relative> madeFrom, List<Relative> madeInto, List<Delivered> delivered) {
    }

    private final LotService lots;
    private final WarehouseReads reads;

    public LotLineage(LotService lots, WarehouseReads reads) {
        this.lots = lots;
        this.reads = reads;
    }

    /** The lot's lineage (404 for no lot of the tenant): the genealogy's queries, one each way, and its shipments. */
    public Uni<Lineage> of(UnitOfWork work, String lotId) {
        return madeFrom(work, lotId).chain(from -> madeInto(work, lotId).chain(into -> lots.deliveredOf(work,
                Stream.concat(Stream.of(lotId), into.stream().map(Relative::lotId)).toList())
                .map(delivered -> new Lineage(from, into, delivered))));
    }

    /** Every lot made from the lot at any depth, nearest first (404 for no lot of the tenant). */
    public Uni<List<Relative>> madeInto(UnitOfWork work, String lotId) {
        return lots.genealogy(work, lotId, false).map(LotLineage::relatives);
    }

    /** Every lot consumed into the lot at any depth, nearest first (404 for no lot of the tenant). */
    public Uni<List<Relative>> madeFrom(UnitOfWork work, String lotId) {
        return lots.genealogy(work, lotId, true).map(LotLineage::relatives);
    }

    /** The production orders that consumed any of the lots. */
    public Uni<List<String>> consumingOrders(UnitOfWork work, Collection<String> lotIds) {
        return reads.consumingOrders(work, lotIds);
    }

    /** The lots consumed directly into any of the lots (a batch's inputs, given its output lot). */
    public Uni<List<String>> inputsOf(UnitOfWork work, Collection<String> lotIds) {
        return reads.inputsOf(work, lotIds);
    }

    /** The other lots of the same material with the same supplier lot number as any of the lots. */
    public Uni<List<String>> sameSupplierLot(UnitOfWork work, Collection<String> lotIds) {
        return reads.sameSupplierLot(work, lotIds);
    }

    private static List<Relative> relatives(LotService.Genealogy genealogy) {
        return genealogy.relatives().stream().map(r -> new Relative(r.lotId(), r.number(), r.materialId(), r.depth()))
                .toList();
    }
}
