package com.pharmaerp.api.warehouse.service;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.domain.Location;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;

import io.smallrye.mutiny.Uni;

/**
 * Goods a customer sends back: they enter a returns location by a return movement, in their lot's own
 * stock whatever its status, and leave it only by the return's disposition (a transfer to a storage
 * location, or a destruction). Each movement references the return.
 */
@ApplicationScoped
public class ReturnedGoods {

    private final LotRepository lots;
    private final LocationRepository locations;
    private final MaterialRepository materials;
    private final StockLedger ledger;

    public ReturnedGoods(LotRepository lots, LocationRepository locations, MaterialRepository materials, StockLedger ledger) {
        this.lots = lots;
        this.locations = locations;
        this.materials = materials;
        this.ledger = ledger;
    }

    /** Those of the ids that are the tenant's lots. */
    public Uni<List<Lot>> lots(UnitOfWork work, Collection<String> lotIds) {
        return lots.findAll(work, lotIds);
    }

    /**
     * A return movement per entry into the location, each as it comes.
     *
     * @return the movements' ids, in the entries' order
     * @throws Refusal 422 for no location of the tenant, one that is not a returns location, inactive,
     *         or whose range is not within a material's (storage_condition_mismatch)
     */
    public Uni<List<String>> receive(UnitOfWork work, String reference, String locationId, String locationField,
            List<Entry> entries) {
        return location(work, locationId, locationField).chain(location -> {
            if (!location.isReturns()) {
                throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, locationField, "Location " + location.code()
                        + " is a " + location.kind() + " location: returned goods enter a returns location.");
            }
            return materialsOf(work, entries).chain(byId -> {
                entries.forEach(entry -> location.requireFitFor(byId.get(entry.materialId()), locationField));
                List<String> posted = new ArrayList<>();
                Uni<Void> chain = Uni.createFrom().voidItem();
                for (Entry entry : entries) {
                    chain = chain.chain(() -> ledger.post(work, new MovementData(MovementType.RETURN, entry.lotId(),
                            entry.materialId(), null, locationId, entry.quantity(), reference, null, null, work.now(),
                            work.userId()))).invoke(movement -> posted.add(movement.id())).replaceWithVoid();
                }
                return chain.replaceWith(posted);
            });
        });
    }

    /**
     * A transfer out of the returns location to a storage location, whose range must lie within the
     * material's.
     *
     * @return the movement's id
     * @throws Refusal 422 for no location of the tenant, one that is not a storage location, inactive
     *         or out of range (storage_condition_mismatch); 409 insufficient_stock
     */
    public Uni<String> restock(UnitOfWork work, String reference, Entry entry, String fromLocationId, String toLocationId,
            String toField) {
        return location(work, toLocationId, toField).chain(destination -> {
            if (!Location.STORAGE.equals(destination.kind())) {
                throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, toField, "Location " + destination.code()
                        + " is a " + destination.kind() + " location: restocked goods go to a storage location.");
            }
            return materials.find(work, entry.materialId()).chain(material -> {
                destination.requireFitFor(material, toField);
                return post(work, new MovementData(MovementType.TRANSFER, entry.lotId(), entry.materialId(), fromLocationId,
                        toLocationId, entry.quantity(), reference, null, null, work.now(), work.userId()));
            });
        });
    }

    /** A destruction out of the returns location; @return the movement's id */
    public Uni<String> destroy(UnitOfWork work, String reference, Entry entry, String fromLocationId) {
        return post(work, new MovementData(MovementType.DESTRUCTION, entry.lotId(), entry.materialId(), fromLocationId, null,
                entry.quantity(), reference, null, null, work.now(), work.userId()));
    }

    /** So much of a lot of a material, in the material's base unit. */
    public record Entry(String lotId, String materialId, Quantity quantity) {
    }

    private Uni<String> post(UnitOfWork work, MovementData data) {
        return ledger.post(work, data).map(StockMovement::id);
    }

    private Uni<Map<String, Material>> materialsOf(UnitOfWork work, List<Entry> entries) {
        return materials.findAll(work, entries.stream().map(Entry::materialId).distinct().toList())
                .map(found -> found.stream().collect(Collectors.toMap(Material::id, Function.identity())));
    }

    private Uni<Location> location(UnitOfWork work, String id, String field) {
        return locations.find(work, id).onItem().ifNull().failWith(() -> Refusal.ofField(PlatformProblem.VALIDATION_FAILED,
                field, "No location of this tenant has the id " + id + "."));
    }
}
