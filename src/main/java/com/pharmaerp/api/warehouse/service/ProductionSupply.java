package com.pharmaerp.api.warehouse.service;

import java.time.LocalDate;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.IssuedStock;
import com.pharmaerp.api.warehouse.ProductionIssue;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotData;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;

import io.smallrye.mutiny.Uni;

/** The stock a production order moves: its output lot, the stock issued to it, and its output. */
@ApplicationScoped
public class ProductionSupply {

    private final MaterialRepository materials;
    private final LocationRepository locations;
    private final LotRepository lots;
    private final StockLedger ledger;
    private final StockIssue stockIssue;

    public ProductionSupply(MaterialRepository materials, LocationRepository locations, LotRepository lots,
            StockLedger ledger, StockIssue stockIssue) {
        this.materials = materials;
        this.locations = locations;
        this.lots = lots;
        this.ledger = ledger;
        this.stockIssue = stockIssue;
    }

    /**
     * A new lot of the product in quarantine, made by a production order released today:
     * manufactured today, expiring after the product's shelf life, due for retest after its interval.
     *
     * @return the new lot's id
     */
    public Uni<String> createOutputLot(UnitOfWork work, String materialId, String orderId) {
        return materials.find(work, materialId).chain(material -> {
            LocalDate today = work.today();
            LocalDate expires = today.plusDays(material.shelfLifeDays());
            Lot lot = Lot.create(Ids.next(Lot.ID_PREFIX), new LotData(null, material.id(), material.baseUnit(), "production",
                    orderId, null, today, expires, Lot.retestDate(today, material.retestIntervalDays(), expires)), work.now());
            return lots.insertNumbered(work, lot).map(number -> {
                lot.numbered(number);
                work.record(lot.created());
                return lot.id();
            });
        });
    }

    /**
     * Issues stock to a production order through the warehouse's one stock issue ({@link StockIssue}:
     * FEFO or a named lot checked against it, the candidate balances locked so concurrent issues on any
     * pod queue instead of overdrawing); each lot taken is linked to the order's output lot (genealogy).
     *
     * The debits and the links go with the unit's COMMIT ({@link StockIssue#issueOnClose}).
     *
     * @throws com.pharmaerp.api.platform.problem.Refusal 422 for a named lot of another
     *         material or none; 409 lot_expired, lot_retest_due, lot_not_released for a named lot; 409
     *         fefo_violation; 409 insufficient_stock
     */
    public Uni<List<IssuedStock>> issue(UnitOfWork work, ProductionIssue issue) {
        StockIssue.Request request = new StockIssue.Request(issue.materialId(), issue.quantity(), issue.locationId(),
                issue.lotId(), issue.fefoOverridden(), "");
        return stockIssue.issueOnClose(work, MovementType.ISSUE, issue.orderId(), request)
                .invoke(taken -> taken.stream().map(StockIssue.Taken::lotId).distinct()
                        .forEach(lotId -> lots.linkOnClose(work, lotId, issue.outputLotId(), issue.orderId())))
                .map(taken -> taken.stream().map(part -> new IssuedStock(part.lotId(), part.locationId(), part.quantity(),
                        part.movementId())).toList());
    }

    /**
     * The output movement of a completed order into its lot at the location: 422 validation_failed
     * for no location of the tenant, 422 storage_condition_mismatch when the location's range is not
     * within the product's.
     *
     * @param locationField where the caller's request names the location, for {@code errors[]}
     */
    public Uni<Void> receiveOutput(UnitOfWork work, String lotId, String locationId, String locationField,
            Quantity quantity, String orderId) {
        return lots.find(work, lotId).chain(lot -> materials.find(work, lot.materialId())
                .call(material -> locations.find(work, locationId).invoke(location -> {
                    if (location == null) {
                        throw new Refusal(PlatformProblem.VALIDATION_FAILED, "No location " + locationId
                                + " in your tenant.", List.of(new Problem.FieldError(locationField, "unknown location")));
                    }
                    location.requireFitFor(material, locationField);
                }))
                .chain(material -> ledger.post(work, new MovementData(MovementType.OUTPUT, lot.id(), lot.materialId(), null,
                        locationId, quantity, orderId, null, null, work.now(), work.userId()))))
                .replaceWithVoid();
    }
}
