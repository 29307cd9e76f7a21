package com.pharmaerp.api.warehouse;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.service.LotService;

import io.smallrye.mutiny.Uni;

/** A lot's genealogy both ways and who received it or a lot made from it, for a complaint's impact. */
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

    public LotLineage(LotService lots) {
        this.lots = lots;
    }

    /** The lot's lineage (404 for no lot of the tenant): the genealogy's queries, one each way. */
    public Uni<Lineage> of(UnitOfWork work, String lotId) {
        return lots.genealogy(work, lotId, true).chain(backward -> lots.genealogy(work, lotId, false)
                .map(forward -> new Lineage(relatives(backward), relatives(forward), forward.shipments())));
    }

    private static List<Relative> relatives(LotService.Genealogy genealogy) {
        return genealogy.relatives().stream().map(r -> new Relative(r.lotId(), r.number(), r.materialId(), r.depth()))
                .toList();
    }
}
