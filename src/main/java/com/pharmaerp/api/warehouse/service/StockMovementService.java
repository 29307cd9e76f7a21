package com.pharmaerp.api.warehouse.service;

import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.persistence.TenantGuard;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.warehouse.ReceiptReversalListener;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.api.ReversalRequest;
import com.pharmaerp.api.warehouse.api.StockMovementView;
import com.pharmaerp.api.warehouse.api.TransferRequest;
import com.pharmaerp.api.warehouse.domain.Location;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;
import com.pharmaerp.api.warehouse.repository.StockMovementRepository;

import io.quarkus.arc.All;
import io.quarkus.hibernate.reactive.panache.Panache;
import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/** The stock ledger of a tenant: read it, transfer stock, reverse a movement. Nothing is edited or deleted. */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class StockMovementService extends TenantResources<StockMovement, MovementData, ResourceKind.Input, StockMovementView> {

    private static final ResourceKind<StockMovement, MovementData, ResourceKind.Input, StockMovementView> KIND =
            ResourceKind.readOnly(StockMovement.ID_PREFIX, "stock_movement", StockMovementView::of, WarehouseRoles.CLERK);

    private final LotRepository lots;
    private final LocationRepository locations;
    private final MaterialRepository materials;
    private final StockLedger ledger;
    private final ResourceSupport support;
    private final AuditTrail audit;
    private final List<ReceiptReversalListener> receiptListeners;

    public StockMovementService(StockMovementRepository movements, LotRepository lots, LocationRepository locations,
            MaterialRepository materials, StockLedger ledger, ResourceSupport support, AuditTrail audit,
            @All List<ReceiptReversalListener> receiptListeners) {
        super(movements, support, KIND);
        this.lots = lots;
        this.locations = locations;
        this.materials = materials;
        this.ledger = ledger;
        this.support = support;
        this.audit = audit;
        this.receiptListeners = receiptListeners;
    }

    /** @param lotId null for every lot; @param type null for every type */
    @WithTransaction
    public Uni<Page<StockMovementView>> list(String tenantId, String lotId, MovementType type, Cursor after, int limit) {
        return list(tenantId, QueryFilter.of(tenantId).equal("lotId", lotId).equal("type", type == null ? null : type.id()),
                after, limit);
    }

    /**
     * Moves a lot's stock between locations: 422 for unknown records, the same location twice, a
     * unit of another dimension or a zero quantity; then the role; then 422 storage_condition_mismatch
     * for a destination outside the material's range; then 409 insufficient_stock.
     */
    @WithTransaction
    public Uni<StockMovementView> transfer(String tenantId, TransferRequest request) {
        return TenantGuard.enter(tenantId)
                .chain(() -> lots.findInTenant(tenantId, request.lotId()))
                .chain(lot -> {
                    if (lot == null) {
                        throw unknown("lotId", "lot", request.lotId());
                    }
                    if (request.fromLocationId().equals(request.toLocationId())) {
                        throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "A transfer moves stock between "
                                + "two locations.", List.of(new Problem.FieldError("toLocationId", "must differ from fromLocationId")));
                    }
                    Quantity quantity = request.quantity().in(Unit.ofSymbol(lot.unit).orElseThrow(), "quantity");
                    if (!quantity.isPositive()) {
                        throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "A transfer moves more than nothing.",
                                List.of(new Problem.FieldError("quantity.value", "must be greater than 0")));
                    }
                    return location(tenantId, request.fromLocationId(), "fromLocationId")
                            .chain(() -> location(tenantId, request.toLocationId(), "toLocationId"))
                            .chain(destination -> materials.findInTenant(tenantId, lot.materialId).chain(material -> {
                                requireRole(WarehouseRoles.CLERK);
                                destination.requireFitFor(material, "toLocationId");
                                return ledger.post(tenantId, new MovementData(MovementType.TRANSFER, lot.id, lot.materialId,
                                        request.fromLocationId(), request.toLocationId(), quantity, null, null, null,
                                        support.storedNow(), support.actingUserId()));
                            }));
                })
                .call(movement -> audit.record(List.of(ledger.audited(movement))))
                .map(StockMovementView::of);
    }

    /**
     * Posts the movement that undoes one: 404; the body (422); the role; 409 invalid_transition for a reversal or a
     * movement already reversed; 409 insufficient_stock when the stock has moved on. A reversed
     * receipt also lowers what its purchase order line counts as received.
     */
    @WithTransaction
    public Uni<StockMovementView> reverse(String tenantId, String id, ReversalRequest body) {
        List<AuditEntry> events = new ArrayList<>();
        return TenantGuard.enter(tenantId)
                .chain(() -> find(tenantId, id, false))
                .invoke(() -> {
                    support.validate(body);
                    requireRole(WarehouseRoles.CLERK);
                })
                // The lot's row serialises reversals of its movements across pods; the unique index on reverses is the last wall.
                .call(original -> lots.lockInTenant(tenantId, original.lotId))
                // Read again under that lock: a reversal committed meanwhile shows in reversedBy.
                .call(original -> Panache.getSession().chain(session -> session.refresh(original)))
                .chain(original -> {
                    MovementData reversal = original.reversal(body.reason().strip(), support.storedNow(), support.actingUserId());
                    return ledger.post(tenantId, reversal).call(posted -> {
                        events.add(ledger.audited(posted));
                        if (original.movementType() != MovementType.RECEIPT) {
                            return Uni.createFrom().voidItem();
                        }
                        Uni<Void> told = Uni.createFrom().voidItem();
                        for (ReceiptReversalListener listener : receiptListeners) {
                            told = told.chain(() -> listener.receiptReversed(tenantId, original.reference, original.lotId,
                                    original.amount(), events));
                        }
                        return told;
                    });
                })
                .call(() -> audit.record(events))
                .map(StockMovementView::of);
    }

    private Uni<Location> location(String tenantId, String id, String field) {
        return locations.findInTenant(tenantId, id).onItem().ifNull().failWith(() -> unknown(field, "location", id));
    }

    static ProblemException unknown(String field, String noun, String id) {
        return new ProblemException(PlatformProblem.VALIDATION_FAILED, "No " + noun + " of this tenant has the id " + id + ".",
                List.of(new Problem.FieldError(field, "unknown " + noun)));
    }
}
