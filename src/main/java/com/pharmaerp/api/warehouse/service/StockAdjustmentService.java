package com.pharmaerp.api.warehouse.service;

import java.math.BigDecimal;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.domain.StockAdjustment;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;
import com.pharmaerp.api.warehouse.repository.StockAdjustmentRepository;

import io.smallrye.mutiny.Uni;

/**
 * Stock adjustments: a warehouse clerk requests one; a supervisor or QA who did not request it
 * approves it with a signature (its adjustment movement is posted) or rejects it.
 */
@ApplicationScoped
public class StockAdjustmentService {

    private final StockAdjustmentRepository adjustments;
    private final LotRepository lots;
    private final LocationRepository locations;
    private final MaterialRepository materials;
    private final StockLedger ledger;
    private final ActingUser actingUser;
    private final SignedActions signed;

    public StockAdjustmentService(StockAdjustmentRepository adjustments, LotRepository lots, LocationRepository locations,
            MaterialRepository materials, StockLedger ledger, ActingUser actingUser, SignedActions signed) {
        this.adjustments = adjustments;
        this.lots = lots;
        this.locations = locations;
        this.materials = materials;
        this.ledger = ledger;
        this.actingUser = actingUser;
        this.signed = signed;
    }

    /** The adjustment of the tenant; 404 when there is none. */
    public Uni<StockAdjustment> get(UnitOfWork work, String id) {
        return Found.require(StockAdjustment.ID_PREFIX, id, StockAdjustment.NOUN, () -> adjustments.find(work, id));
    }

    /** @param status null for every status; @param lotId null for every lot */
    public Uni<Page<StockAdjustment>> list(UnitOfWork work, StockAdjustment.Status status, String lotId, Cursor after,
            int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id())
                .equal("lot_id", lotId);
        return adjustments.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, a -> new Cursor(a.createdAt, a.id), a -> a));
    }

    /**
     * A clerk's request, pending; nothing moves. 422 for an unknown lot or location, a unit of another
     * dimension or a zero quantity; then the role; then, for stock brought in, 422
     * storage_condition_mismatch for a location outside the material's range.
     *
     * @param negative whether the quantity takes stock out
     */
    public Uni<StockAdjustment> request(UnitOfWork work, String lotId, String locationId, QuantityJson magnitude,
            boolean negative, StockAdjustment.ReasonCode reasonCode, String reason) {
        return lots.find(work, lotId).chain(lot -> {
            if (lot == null) {
                throw StockMovementService.unknown("lotId", "lot", lotId);
            }
            BigDecimal amount = magnitude.in(Unit.ofSymbol(lot.unit).orElseThrow(), "quantity").value();
            if (amount.signum() == 0) {
                throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "An adjustment changes the balance by "
                        + "more than nothing.", List.of(new Problem.FieldError("quantity.value", "must not be 0")));
            }
            return locations.find(work, locationId).chain(location -> {
                if (location == null) {
                    throw StockMovementService.unknown("locationId", "location", locationId);
                }
                actingUser.requireRole(WarehouseRoles.CLERK);
                return negative ? Uni.createFrom().item(location)
                        : materials.find(work, lot.materialId).invoke(material -> location.requireFitFor(material, "locationId"))
                                .replaceWith(location);
            }).chain(location -> {
                StockAdjustment adjustment = StockAdjustment.request(Ids.next(StockAdjustment.ID_PREFIX), null, lot,
                        locationId, negative ? amount.negate() : amount, reasonCode, reason, work.userId(), work.now());
                return adjustments.insertNumbered(work, adjustment).map(number -> {
                    adjustment.number = number;
                    work.record(adjustment.requested());
                    return adjustment;
                });
            });
        });
    }

    /**
     * Approves a pending adjustment (signed, meaning approval; not its requester) and posts its
     * movement: 409 invalid_transition unless pending, 409 insufficient_stock when the balance would
     * go below zero, 409 location_counting while its location is counted; then nothing is posted.
     */
    public Uni<StockAdjustment> approve(UnitOfWork work, StockAdjustment adjustment, String ifMatch,
            SignatureRequest signature) {
        return signed.role(WarehouseRoles.SUPERVISOR_OR_QA)
                .someoneElseThan(List.of(adjustment.requestedBy), "approve a stock adjustment they requested")
                .ifMatch(ifMatch, adjustment.version).sign(work, signature, Meaning.APPROVAL)
                .chain(approval -> {
                    adjustment.requirePending();
                    return ledger.post(work, adjustment.movement(work.now(), work.userId()))
                            .chain(movement -> save(work, adjustment, adjustment.approve(approval, movement.id, work.now())));
                });
    }

    /** Rejects a pending adjustment (signed, meaning rejection; not its requester): nothing moves. */
    public Uni<StockAdjustment> reject(UnitOfWork work, StockAdjustment adjustment, String ifMatch,
            SignatureRequest signature) {
        return signed.role(WarehouseRoles.SUPERVISOR_OR_QA)
                .someoneElseThan(List.of(adjustment.requestedBy), "reject a stock adjustment they requested")
                .ifMatch(ifMatch, adjustment.version).sign(work, signature, Meaning.REJECTION)
                .chain(rejection -> save(work, adjustment, adjustment.reject(rejection, work.now())));
    }

    private Uni<StockAdjustment> save(UnitOfWork work, StockAdjustment adjustment,
            DomainEvent moved) {
        work.record(moved);
        return adjustments.update(work, adjustment).map(written -> Versions.written(written, adjustment));
    }
}
