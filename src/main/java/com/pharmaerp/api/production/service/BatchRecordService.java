package com.pharmaerp.api.production.service;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.equipment.EquipmentUse;
import com.pharmaerp.api.equipment.RecordUse;
import com.pharmaerp.api.platform.audit.AuditEvent;
import com.pharmaerp.api.platform.audit.repository.AuditEventRepository;
import com.pharmaerp.api.platform.audit.repository.AuditEventRepository.Subject;
import com.pharmaerp.api.platform.users.UserRepository;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.domain.BatchRecord;
import com.pharmaerp.api.production.domain.Consumption;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.Recipe;
import com.pharmaerp.api.production.domain.ProductionStep;
import com.pharmaerp.api.production.repository.ProductionOrderRepository;
import com.pharmaerp.api.production.repository.ProductionStepRepository;
import com.pharmaerp.api.production.repository.RecipeRepository;
import com.pharmaerp.api.quality.InspectionReport;
import com.pharmaerp.api.quality.BatchInspection;
import com.pharmaerp.api.quality.DeviationLinks;
import com.pharmaerp.api.quality.LinkedDeviation;
import com.pharmaerp.api.warehouse.BatchTrail;
import com.pharmaerp.api.warehouse.LocationName;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.MaterialName;
import com.pharmaerp.api.warehouse.WarehouseNames;

import io.smallrye.mutiny.Uni;

/**
 * The batch record of a made batch: everything 21 CFR 211.188 asks it to show, read in one unit of
 * work (one statement per kind of record, never one per consumption or step), and nothing written: its
 * line clearance, steps with their equipment, and exception report included. Its annex is the audit
 * trail of the order, of the stock movements it posted and of its output lot.
 */
@ApplicationScoped
public class BatchRecordService {

    private final ProductionOrderRepository orders;
    private final RecipeRepository recipes;
    private final WarehouseNames warehouse;
    private final BatchTrail batchTrail;
    private final BatchInspection inspections;
    private final DeviationLinks deviations;
    private final AuditEventRepository trail;
    private final UserRepository users;
    private final ProductionStepRepository steps;
    private final EquipmentUse equipment;
    private final ExceptionReportService exceptions;

    public BatchRecordService(ProductionOrderRepository orders, RecipeRepository recipes, WarehouseNames warehouse,
            BatchTrail batchTrail, BatchInspection inspections, DeviationLinks deviations, AuditEventRepository trail,
            UserRepository users, ProductionStepRepository steps, EquipmentUse equipment, ExceptionReportService exceptions) {
        this.steps = steps;
        this.equipment = equipment;
        this.exceptions = exceptions;
        this.orders = orders;
        this.recipes = recipes;
        this.warehouse = warehouse;
        this.batchTrail = batchTrail;
        this.inspections = inspections;
        this.deviations = deviations;
        this.trail = trail;
        this.users = users;
    }

    /** What the record holds, read step by step on the unit's connection. */
    private static final class Parts {
        ProductionOrder order;
        Recipe recipe;
        Map<String, MaterialName> materials;
        Map<String, LotFacts> lots;
        Map<String, LocationName> locations;
        List<LinkedDeviation> deviations;
        InspectionReport inspection;
        List<AuditEvent> auditTrail;
        List<ProductionStep> steps;
        List<RecordUse> equipment;
        ExceptionReportService.Report exceptions;
    }

    /** 404 for no such order of the tenant; 409 invalid_transition until the batch is completed. */
    public Uni<BatchRecord> batchRecord(UnitOfWork work, String orderId) {
        Parts parts = new Parts();
        return Found.require(ProductionOrder.ID_PREFIX, orderId, ProductionOrder.NOUN, () -> orders.find(work, orderId))
                .invoke(order -> {
                    order.requireBatchRecordReady();
                    parts.order = order;
                })
                .chain(order -> recipes.find(work, order.recipeId())).invoke(recipe -> parts.recipe = recipe)
                .chain(() -> warehouse.materialNames(work, materialIds(parts.order))).invoke(found -> parts.materials = found)
                .chain(() -> warehouse.lotFacts(work, lotIds(parts.order))).invoke(found -> parts.lots = found)
                .chain(() -> warehouse.locationNames(work, locationIds(parts.order))).invoke(found -> parts.locations = found)
                .chain(() -> deviations.linkedDeviations(work, Stream.concat(Stream.of(parts.order.id()),
                        allocations(parts.order).stream().map(Consumption.Allocation::lotId)).distinct().toList(),
                        parts.order.deviationId()))
                .invoke(found -> parts.deviations = found)
                .chain(() -> inspections.inspectionReport(work, parts.order.inspectionLotId()))
                .invoke(found -> parts.inspection = found)
                .chain(() -> batchTrail.subjects(work, parts.order.id(), parts.order.outputLotId(),
                        lotIds(parts.order)))
                .chain(stock -> trail.of(work, Stream.concat(Stream.of(new Subject(ProductionOrder.NOUN, parts.order.id())),
                        stock.stream()).toList()))
                .invoke(found -> parts.auditTrail = found)
                .chain(() -> steps.ofOrder(work, parts.order.id(), parts.order.recipe())).invoke(found -> parts.steps = found)
                .chain(() -> equipment.usesBy(work, parts.order.id())).invoke(found -> parts.equipment = found)
                .chain(() -> exceptions.of(work, parts.order)).invoke(found -> parts.exceptions = found)
                .chain(() -> users.printedNames(work, people(parts)))
                .map(names -> new BatchRecord(parts.order, parts.recipe, parts.materials, parts.lots, parts.locations,
                        parts.deviations, parts.inspection, parts.auditTrail, names, parts.steps, parts.equipment,
                        parts.exceptions.report(), parts.exceptions.sha256()));
    }

    private static Set<String> materialIds(ProductionOrder order) {
        Set<String> ids = new LinkedHashSet<>();
        ids.add(order.productMaterialId());
        order.consumptions().forEach(consumption -> ids.add(consumption.materialId()));
        return ids;
    }

    private static Set<String> lotIds(ProductionOrder order) {
        Set<String> ids = new LinkedHashSet<>();
        ids.add(order.outputLotId());
        allocations(order).forEach(allocation -> ids.add(allocation.lotId()));
        return ids;
    }

    private static Set<String> locationIds(ProductionOrder order) {
        Set<String> ids = new LinkedHashSet<>();
        allocations(order).forEach(allocation -> ids.add(allocation.locationId()));
        return ids;
    }

    private static List<Consumption.Allocation> allocations(ProductionOrder order) {
        return order.consumptions().stream().flatMap(consumption -> consumption.allocations().stream()).toList();
    }

    /** Who charged a material or acted in the trail; signatures carry their signer's printed name already. */
    private static Set<String> people(Parts parts) {
        Set<String> ids = new LinkedHashSet<>();
        parts.order.consumptions().forEach(consumption -> ids.add(consumption.performedBy()));
        parts.auditTrail.stream().map(AuditEvent::userId).filter(id -> id != null).forEach(ids::add);
        parts.steps.forEach(step -> ids.add(step.performedBy()));
        return ids;
    }
}
