package com.pharmaerp.api.warehouse.service;

import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.repository.AuditEventRepository.Subject;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.LocationName;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.MaterialName;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;
import com.pharmaerp.api.warehouse.repository.StockMovementRepository;

import io.smallrye.mutiny.Uni;

/** What other modules read of the warehouse's materials, locations, lots and movements, each in one statement. */
@ApplicationScoped
public class WarehouseReads {

    private final MaterialRepository materials;
    private final LocationRepository locations;
    private final LotRepository lots;
    private final StockMovementRepository movements;

    public WarehouseReads(MaterialRepository materials, LocationRepository locations, LotRepository lots,
            StockMovementRepository movements) {
        this.materials = materials;
        this.locations = locations;
        this.lots = lots;
        this.movements = movements;
    }

    /** The base unit of each of the tenant's materials among the ids; unknown ids are missing from the map. */
    public Uni<Map<String, Unit>> baseUnits(UnitOfWork work, Collection<String> materialIds) {
        return materials.findAll(work, materialIds).map(found -> found.stream().collect(Collectors.toMap(m -> m.id(),
                m -> Unit.ofSymbol(m.baseUnit()).orElseThrow())));
    }

    /** Of the given ids, those that are no material of the tenant. */
    public Uni<Set<String>> unknownMaterials(UnitOfWork work, Collection<String> materialIds) {
        return baseUnits(work, materialIds).map(found -> without(materialIds, found.keySet()));
    }

    /** Of the ids, those not found. */
    static Set<String> without(Collection<String> ids, Collection<String> found) {
        Set<String> unknown = new HashSet<>(ids);
        unknown.removeAll(found);
        return unknown;
    }

    /** Each of the ids that is a material of the tenant, by id. */
    public Uni<Map<String, MaterialName>> materialNames(UnitOfWork work, Collection<String> materialIds) {
        return materials.findAll(work, materialIds).map(found -> found.stream().collect(Collectors.toMap(m -> m.id(),
                m -> new MaterialName(m.id(), m.code(), m.name(), m.type()))));
    }

    /** Each of the ids that is a location of the tenant, by id. */
    public Uni<Map<String, LocationName>> locationNames(UnitOfWork work, Collection<String> locationIds) {
        return locations.findAll(work, locationIds).map(found -> found.stream().collect(Collectors.toMap(l -> l.id(),
                l -> new LocationName(l.id(), l.code(), l.name()))));
    }

    /** Each of the ids that is a lot of the tenant, by id, with its status on the business date. */
    public Uni<Map<String, LotFacts>> lotFacts(UnitOfWork work, Collection<String> lotIds) {
        return lots.findAll(work, lotIds).map(found -> found.stream().collect(Collectors.toMap(
                lot -> lot.id(), lot -> new LotFacts(lot.id(), lot.number(), lot.materialId(), lot.origin(), lot.sourceId(),
                        lot.supplierLotNumber(), lot.manufacturedOn(), lot.expiresOn(), lot.retestOn(), lot.status(work.today()).id()))));
    }

    /** The production orders that consumed any of the lots. */
    public Uni<List<String>> consumingOrders(UnitOfWork work, Collection<String> lotIds) {
        return lotIds.isEmpty() ? Uni.createFrom().item(List.of()) : lots.consumingOrders(work, lotIds);
    }

    /** The lots consumed directly into any of the lots. */
    public Uni<List<String>> inputsOf(UnitOfWork work, Collection<String> lotIds) {
        return lotIds.isEmpty() ? Uni.createFrom().item(List.of()) : lots.inputsOf(work, lotIds);
    }

    /** The other lots of the same material and supplier lot number as any of the lots. */
    public Uni<List<String>> sameSupplierLot(UnitOfWork work, Collection<String> lotIds) {
        return lotIds.isEmpty() ? Uni.createFrom().item(List.of()) : lots.sameSupplierLot(work, lotIds);
    }

    /**
     * The output lot and every movement a production order posted (its issues and its output), found
     * among the movements of its lots in one statement, as the audit trail names them.
     *
     * @param batchLotIds the output lot and the lots the order took stock from
     */
    public Uni<List<Subject>> batchTrailSubjects(UnitOfWork work, String orderId, String outputLotId,
            Collection<String> batchLotIds) {
        return movements.idsReferencing(work, orderId, batchLotIds).map(ids -> Stream.concat(
                Stream.of(new Subject(Lot.NOUN, outputLotId)),
                ids.stream().map(id -> new Subject(StockMovement.NOUN, id))).toList());
    }
}
