package com.pharmaerp.api.warehouse.service;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.NewLot;
import com.pharmaerp.api.warehouse.domain.Location;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotData;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;

import io.smallrye.mutiny.Uni;

/** Received lots: each new lot in quarantine with the receipt movement of its quantity. */
@ApplicationScoped
public class LotReceipt {

    /**
     * What a delivery's lines name of the warehouse, read once for all its lines (one statement for
     * the materials, one for the locations): the locations it names that the tenant does not have,
     * and what {@link #receiveIntoQuarantine} needs of the others.
     */
    public static final class Delivery {

        private final Map<String, Material> materials;
        private final Map<String, Location> locations;

        private Delivery(List<Material> materials, List<Location> locations) {
            this.materials = materials.stream().collect(Collectors.toMap(m -> m.id(), m -> m));
            this.locations = locations.stream().collect(Collectors.toMap(l -> l.id(), l -> l));
        }

        /** Of the given ids, those that are no location of the tenant. */
        public Set<String> unknownLocations(Collection<String> locationIds) {
            return WarehouseReads.without(locationIds, locations.keySet());
        }
    }

    private final MaterialRepository materials;
    private final LocationRepository locations;
    private final LotRepository lots;

    public LotReceipt(MaterialRepository materials, LocationRepository locations, LotRepository lots) {
        this.materials = materials;
        this.locations = locations;
        this.lots = lots;
    }

    /** The id of a lot about to be received. */
    public String nextLotId() {
        return Ids.next(Lot.ID_PREFIX);
    }

    /** @param materialIds the materials of the lines (an order's, so the tenant's) */
    public Uni<Delivery> delivery(UnitOfWork work, Collection<String> materialIds, Collection<String> locationIds) {
        // Both reads sent at once (pipelined on the unit's connection).
        return Uni.combine().all().unis(materials.findAll(work, materialIds), locations.findAll(work, locationIds))
                .asTuple().map(found -> new Delivery(found.getItem1(), found.getItem2()));
    }

    /**
     * A new lot in quarantine (its own number; retest date the receipt date plus the material's
     * retest interval, never after expiry) and the receipt movement of its quantity into the
     * location, in one statement: 422 storage_condition_mismatch when the location's range is not
     * within the material's.
     *
     * @param delivery what {@link #delivery} read, the lot's location among it
     * @param locationField where the caller's request names the lot's location, for {@code errors[]}
     */
    public Uni<Void> receiveIntoQuarantine(UnitOfWork work, Delivery delivery, NewLot newLot, String locationField) {
        Material material = delivery.materials.get(newLot.materialId());
        delivery.locations.get(newLot.locationId()).requireFitFor(material, locationField);
        Lot lot = Lot.create(newLot.lotId(), lotData(material, newLot), work.now());
        StockMovement receipt = StockMovement.post(Ids.next(StockMovement.ID_PREFIX), new MovementData(MovementType.RECEIPT,
                lot.id(), lot.materialId(), null, newLot.locationId(), newLot.quantity(), newLot.sourceId(), null, null,
                work.now(), work.userId()));
        return lots.insertReceived(work, lot, receipt).invoke(number -> {
            lot.numbered(number);
            work.record(lot.created());
            work.record(receipt.posted());
        }).replaceWithVoid();
    }

    /** A received lot's data, its number given as it is inserted. */
    private static LotData lotData(Material material, NewLot newLot) {
        return new LotData(null, material.id(), material.baseUnit(), "receipt", newLot.sourceId(), newLot.supplierLotNumber(),
                newLot.manufacturedOn(), newLot.expiresOn(),
                Lot.retestDate(newLot.receivedOn(), material.retestIntervalDays(), newLot.expiresOn()));
    }
}
