package com.pharmaerp.api.production.service;

import java.util.Collection;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.repository.ProductionOrderRepository;
import com.pharmaerp.api.quality.BatchOrders;

import io.smallrye.mutiny.Uni;

/** Answers the quality module's question about production orders, for a deviation's impact. */
@ApplicationScoped
public class BatchOrdersLookup implements BatchOrders {

    private final ProductionOrderRepository orders;

    public BatchOrdersLookup(ProductionOrderRepository orders) {
        this.orders = orders;
    }

    @Override
    public Uni<Map<String, Order>> ordersOf(UnitOfWork work, Collection<String> ids) {
        return ids.isEmpty() ? Uni.createFrom().item(Map.of()) : orders.facts(work, ids);
    }
}
