package com.pharmaerp.api.warehouse;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.service.MaterialService;
import com.pharmaerp.api.warehouse.service.StockIssue;

import io.smallrye.mutiny.Uni;

/** What distribution asks of the warehouse: the materials a shipment names, and its stock issued out. */
@ApplicationScoped
public class DistributionStock {

    /** A material as a shipment line reads it. @param type e.g. {@code finished} */
    public record Product(String id, String type, Unit baseUnit) {
    }

    /**
     * A line to ship.
     *
     * @param quantity in the material's base unit
     * @param lotId null for FEFO's choice
     * @param overridden whether a reason to ship a lot other than FEFO's was given
     * @param field where the line sits in the shipment's body, e.g. {@code lines[0].}
     */
    public record Line(String materialId, Quantity quantity, String lotId, boolean overridden, String field) {
    }

    /** What one line took: so much of a lot at a location, by the shipment movement named. */
    public record Taken(int line, String lotId, String locationId, Quantity quantity, String movementId) {
    }

    private final MaterialService materials;
    private final StockIssue stockIssue;

    public DistributionStock(MaterialService materials, StockIssue stockIssue) {
        this.materials = materials;
        this.stockIssue = stockIssue;
    }

    /** Those of the ids that are the tenant's materials. */
    public Uni<List<Product>> products(UnitOfWork work, Collection<String> materialIds) {
        return materials.findAll(work, materialIds).map(found -> found.stream()
                .map(m -> new Product(m.id(), m.type(), Unit.ofSymbol(m.baseUnit()).orElseThrow())).toList());
    }

    /**
     * Issues every line out of stock by shipment movements referencing the shipment, all or nothing,
     * as {@link StockIssue#issue} does.
     *
     * @return what each line took, by the line's index
     */
    public Uni<List<Taken>> ship(UnitOfWork work, String shipmentId, List<Line> lines) {
        return stockIssue.issue(work, MovementType.SHIPMENT, shipmentId, lines.stream()
                .map(line -> new StockIssue.Request(line.materialId(), line.quantity(), null, line.lotId(), line.overridden(),
                        line.field()))
                .toList())
                .map(taken -> taken.stream().map(part -> new Taken(part.request(), part.lotId(), part.locationId(),
                        part.quantity(), part.movementId())).toList());
    }
}
