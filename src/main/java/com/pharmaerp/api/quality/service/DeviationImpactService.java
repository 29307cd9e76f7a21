package com.pharmaerp.api.quality.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.BatchOrders;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.domain.DeviationImpact;
import com.pharmaerp.api.quality.domain.DeviationImpact.LotReason;
import com.pharmaerp.api.quality.domain.DeviationImpact.OrderReason;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.LotLineage;
import com.pharmaerp.api.warehouse.WarehouseNames;

import io.smallrye.mutiny.Uni;

/**
 * A deviation's impact, computed from what the service records: the genealogy of the lots it names, the
 * lots sharing their supplier lot, the batches that consumed them, and the inputs and outputs of the
 * orders it names.
 */
@ApplicationScoped
public class DeviationImpactService {

    public record ImpactedLot(LotFacts lot, LotReason why) {
    }

    public record ImpactedOrder(BatchOrders.Order order, OrderReason why) {
    }

    public record Impact(Deviation deviation, List<ImpactedLot> lots, List<ImpactedOrder> orders) {
    }

    private final DeviationService deviations;
    private final WarehouseNames names;
    private final LotLineage lineage;
    private final BatchOrders batches;

    public DeviationImpactService(DeviationService deviations, WarehouseNames names, LotLineage lineage,
            BatchOrders batches) {
        this.deviations = deviations;
        this.names = names;
        this.lineage = lineage;
        this.batches = batches;
    }

    /** The deviation (404) and every lot and order its references reach, each once under its strongest reason. */
    public Uni<Impact> impact(UnitOfWork work, String id) {
        return deviations.get(work, id).chain(deviation -> names.lotFacts(work, deviation.references())
                .chain(lotsNamed -> batches.ordersOf(work, deviation.references()).chain(ordersNamed -> {
                    List<String> lots = deviation.references().stream().filter(lotsNamed::containsKey).toList();
                    List<String> outputs = ordersNamed.values().stream().map(BatchOrders.Order::outputLotId)
                            .filter(Objects::nonNull).toList();
                    DeviationImpact impact = DeviationImpact.of(lots);
                    return genealogy(work, lots, impact)
                            .chain(() -> lineage.sameSupplierLot(work, lots))
                            .invoke(found -> impact.lots(LotReason.SAME_SUPPLIER_LOT, found)
                                    .lots(LotReason.OUTPUT_OF, outputs))
                            .chain(() -> lineage.inputsOf(work, outputs))
                            .invoke(found -> impact.lots(LotReason.INPUT_OF, found))
                            .chain(() -> lineage.consumingOrders(work, lots))
                            .invoke(found -> impact.orders(OrderReason.CONSUMED_REFERENCED_LOT, found)
                                    .orders(OrderReason.REFERENCED, deviation.references().stream()
                                            .filter(ordersNamed::containsKey).toList()))
                            .chain(() -> described(work, deviation, impact, ordersNamed));
                })));
    }

    /** Both ways of each named lot's genealogy, two recursive queries a lot. */
    private Uni<Void> genealogy(UnitOfWork work, List<String> lots, DeviationImpact impact) {
        Uni<Void> chain = Uni.createFrom().voidItem();
        for (String lot : lots) {
            chain = chain.chain(() -> lineage.madeInto(work, lot))
                    .invoke(made -> impact.lots(LotReason.MADE_FROM, made.stream().map(LotLineage.Relative::lotId).toList()))
                    .chain(() -> lineage.madeFrom(work, lot))
                    .invoke(inputs -> impact.lots(LotReason.CONSUMED_INTO,
                            inputs.stream().map(LotLineage.Relative::lotId).toList()))
                    .replaceWithVoid();
        }
        return chain;
    }

    /** The reached lots' and orders' facts, one statement each (orders the deviation names are known already). */
    private Uni<Impact> described(UnitOfWork work, Deviation deviation, DeviationImpact impact,
            Map<String, BatchOrders.Order> ordersNamed) {
        List<String> lotIds = impact.lots().stream().map(DeviationImpact.Reached::id).toList();
        List<String> unknownOrders = impact.orders().stream().map(DeviationImpact.Reached::id)
                .filter(order -> !ordersNamed.containsKey(order)).toList();
        return names.lotFacts(work, lotIds).chain(facts -> batches.ordersOf(work, unknownOrders).map(found -> {
            List<ImpactedLot> lots = new ArrayList<>();
            impact.lots().forEach(reached -> lots.add(new ImpactedLot(facts.get(reached.id()), reached.why())));
            List<ImpactedOrder> orders = new ArrayList<>();
            impact.orders().forEach(reached -> orders.add(new ImpactedOrder(ordersNamed.containsKey(reached.id())
                    ? ordersNamed.get(reached.id()) : found.get(reached.id()), reached.why())));
            return new Impact(deviation, lots, orders);
        }));
    }
}
