package com.pharmaerp.api.warehouse;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.repository.MadeLotsRepository;
import com.pharmaerp.api.warehouse.service.WarehouseReads;

import io.smallrye.mutiny.Uni;

/** The lots production made of a product over a period, for its product quality review. */
@ApplicationScoped
public class MadeLots {

    private final MadeLotsRepository made;
    private final WarehouseReads reads;

    public MadeLots(MadeLotsRepository made, WarehouseReads reads) {
        this.made = made;
        this.reads = reads;
    }

    /**
     * The product's lots of origin production manufactured between the dates, both included (made by orders released
     * then), with their status on the business date, by manufacture date and number: two statements however many.
     */
    public Uni<List<LotFacts>> madeBetween(UnitOfWork work, String productMaterialId, LocalDate from, LocalDate to) {
        return made.madeBetween(work, productMaterialId, from, to).chain(ids -> ids.isEmpty() ? Uni.createFrom().item(List.of())
                : reads.lotFacts(work, ids).map(found -> found.values().stream().sorted(Comparator
                        .comparing(LotFacts::manufacturedOn).thenComparing(LotFacts::number)).toList()));
    }
}
