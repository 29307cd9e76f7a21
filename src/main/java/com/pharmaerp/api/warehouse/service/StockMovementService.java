package com.pharmaerp.api.warehouse.service;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.ReceiptReversalListener;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.domain.Location;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;
import com.pharmaerp.api.warehouse.repository.StockMovementRepository;

import io.quarkus.arc.All;
import io.smallrye.mutiny.Uni;

/** The stock ledger of a tenant: read it, transfer stock, reverse a movement. Nothing is edited or deleted. */
@ApplicationScoped
public class StockMovementService {

    private final StockMovementRepository movements;
    private final LotRepository lots;
    private final LocationRepository locations;
    private final MaterialRepository materials;
    private final StockLedger ledger;
    private final ActingUser actingUser;
    private final List<ReceiptReversalListener> receiptListeners;
    private final BodyValidator bodies;

    public StockMovementService(StockMovementRepository movements, LotRepository lots, LocationRepository locations,
            MaterialRepository materials, StockLedger ledger, ActingUser actingUser,
            @All List<ReceiptReversalListener> receiptListeners, BodyValidator bodies) {
        this.bodies = bodies;
        this.movements = movements;
        this.lots = lots;
        this.locations = locations;
        this.materials = materials;
        this.ledger = ledger;
        this.actingUser = actingUser;
        this.receiptListeners = receiptListeners;
    }

    /** The movement of the tenant; 404 when there is none. */
    public Uni<StockMovement> get(UnitOfWork work, String id) {
        return Found.require(StockMovement.ID_PREFIX, id, StockMovement.NOUN, () -> movements.find(work, id));
    }

    /** @param lotId null for every lot; @param type null for every type */
    public Uni<Page<StockMovement>> list(UnitOfWork work, String lotId, MovementType type, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("lot_id", lotId).equal("type", type == null ? null : type.id());
        return movements.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, m -> new Cursor(m.createdAt(), m.id()), m -> m));
    }

    /**
     * Moves a lot's stock between locations: 422 for unknown records, the same location twice, a
     * unit of another dimension or a zero quantity; then the role; then 409 returns_location for stock
     * in a returns location (it leaves by its return's disposition); then 422 storage_condition_mismatch
     * for a destination outside the material's range; then 409 insufficient_stock.
     */
    public Uni<StockMovement> transfer(UnitOfWork work, Transfer command) {
        String lotId = command.lotId();
        String fromLocationId = command.fromLocationId();
        String toLocationId = command.toLocationId();
        return lots.find(work, lotId).chain(lot -> {
            if (lot == null) {
                throw unknown("lotId", "lot", lotId);
            }
            if (fromLocationId.equals(toLocationId)) {
                throw new Refusal(PlatformProblem.VALIDATION_FAILED, "A transfer moves stock between "
                        + "two locations.", List.of(new Problem.FieldError("toLocationId", "must differ from fromLocationId")));
            }
            Quantity quantity = command.quantity().in(Unit.ofSymbol(lot.unit()).orElseThrow(), "quantity");
            if (!quantity.isPositive()) {
                throw new Refusal(PlatformProblem.VALIDATION_FAILED, "A transfer moves more than nothing.",
                        List.of(new Problem.FieldError("quantity.value", "must be greater than 0")));
            }
            return location(work, fromLocationId, "fromLocationId").chain(source -> location(work, toLocationId,
                    "toLocationId").chain(destination -> materials.find(work, lot.materialId()).chain(material -> {
                        actingUser.requireRole(WarehouseRoles.CLERK);
                        source.requireStockMayLeaveByHand();
                        destination.requireFitFor(material, "toLocationId");
                        return ledger.post(work, new MovementData(MovementType.TRANSFER, lot.id(), lot.materialId(),
                                fromLocationId, toLocationId, quantity, null, null, null, work.now(), work.userId()));
                    })));
        });
    }

    /** A transfer of a lot's stock, in any unit that converts to the material's. */
    public record Transfer(String lotId, String fromLocationId, String toLocationId, QuantityJson quantity) {
    }

    /** Why a movement is reversed: a request body, checked once the movement was found. */
    public interface Reversal {

        String reason();
    }

    /**
     * Posts the movement that undoes the movement (404, then the body checked): the role; 409
     * invalid_transition for a reversal, a return or a movement already reversed; 409 returns_location
     * for one that would take stock out of a returns location; 409 insufficient_stock when
     * the stock has moved on. A reversed receipt also lowers what its purchase order line counts as received.
     */
    public Uni<StockMovement> reverse(UnitOfWork work, String id, Reversal command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(found -> reverse(work, found,
                command.reason().strip()));
    }

    private Uni<StockMovement> reverse(UnitOfWork work, StockMovement found, String reason) {
        actingUser.requireRole(WarehouseRoles.CLERK);
        // The lot's row serialises reversals of its movements across pods; the unique index on reverses is the last wall.
        return lots.lock(work, found.lotId())
                // Read again under that lock: a reversal committed meanwhile shows in reversedBy.
                .chain(() -> movements.find(work, found.id()))
                .chain(original -> {
                    MovementData undo = original.reversal(reason, work.now(), work.userId());
                    return mayLeave(work, undo.fromLocationId()).chain(() -> ledger.post(work, undo))
                            .call(() -> original.type() == MovementType.RECEIPT
                                    ? tellReceiptReversed(work, original) : Uni.createFrom().voidItem());
                });
    }

    /** A reversal takes nothing out of a returns location by hand (409 returns_location). */
    private Uni<Void> mayLeave(UnitOfWork work, String fromLocationId) {
        return fromLocationId == null ? Uni.createFrom().voidItem()
                : locations.find(work, fromLocationId).invoke(Location::requireStockMayLeaveByHand).replaceWithVoid();
    }

    private Uni<Void> tellReceiptReversed(UnitOfWork work, StockMovement receipt) {
        Uni<Void> told = Uni.createFrom().voidItem();
        for (ReceiptReversalListener listener : receiptListeners) {
            told = told.chain(() -> listener.receiptReversed(work, receipt.reference(), receipt.lotId(), receipt.amount()));
        }
        return told;
    }

    private Uni<Location> location(UnitOfWork work, String id, String field) {
        return locations.find(work, id).onItem().ifNull().failWith(() -> unknown(field, "location", id));
    }

    static Refusal unknown(String field, String noun, String id) {
        return new Refusal(PlatformProblem.VALIDATION_FAILED, "No " + noun + " of this tenant has the id " + id + ".",
                List.of(new Problem.FieldError(field, "unknown " + noun)));
    }
}
