package com.pharmaerp.api.warehouse.service;

import java.math.BigDecimal;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.domain.StockAdjustment;
import com.pharmaerp.api.warehouse.domain.StockAdjustmentEvent;
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
    private final SecondPerson secondPerson;

    /**
     * What a clerk asks for.
     *
     * @param magnitude the quantity without its sign, in any unit that converts to the material's
     * @param negative whether the quantity takes stock out
     */
    public record Request(String lotId, String locationId, QuantityJson magnitude, boolean negative,
            StockAdjustment.ReasonCode reasonCode, String reason) {
    }

    public StockAdjustmentService(StockAdjustmentRepository adjustments, LotRepository lots, LocationRepository locations,
            MaterialRepository materials, StockLedger ledger, ActingUser actingUser, SecondPerson secondPerson) {
        this.adjustments = adjustments;
        this.lots = lots;
        this.locations = locations;
        this.materials = materials;
        this.ledger = ledger;
        this.actingUser = actingUser;
        this.secondPerson = secondPerson;
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
                .map(rows -> Page.of(rows, limit, a -> new Cursor(a.createdAt(), a.id()), a -> a));
    }

    /**
     * A clerk's request, pending; nothing moves. 422 for an unknown lot or location, a unit of another
     * dimension or a zero quantity; then the role; then, for stock brought in, 422
     * storage_condition_mismatch for a location outside the material's range.
     */
    public Uni<StockAdjustment> request(UnitOfWork work, Request command) {
        return lots.find(work, command.lotId()).chain(lot -> {
            if (lot == null) {
                throw StockMovementService.unknown("lotId", "lot", command.lotId());
            }
            BigDecimal amount = command.magnitude().in(Unit.ofSymbol(lot.unit()).orElseThrow(), "quantity").value();
            if (amount.signum() == 0) {
                throw new Refusal(PlatformProblem.VALIDATION_FAILED, "An adjustment changes the balance by "
                        + "more than nothing.", List.of(new Problem.FieldError("quantity.value", "must not be 0")));
            }
            return locations.find(work, command.locationId()).chain(location -> {
                if (location == null) {
                    throw StockMovementService.unknown("locationId", "location", command.locationId());
                }
                actingUser.requireRole(WarehouseRoles.CLERK);
                return command.negative() ? Uni.createFrom().voidItem()
                        : materials.find(work, lot.materialId()).invoke(material -> location.requireFitFor(material,
                                "locationId")).replaceWithVoid();
            }).chain(() -> {
                StockAdjustment adjustment = StockAdjustment.request(Ids.next(StockAdjustment.ID_PREFIX),
                        new StockAdjustment.Request(lot.id(), lot.materialId(), command.locationId(),
                                command.negative() ? amount.negate() : amount, lot.unit(), command.reasonCode(),
                                command.reason(), work.userId()), work.now());
                return adjustments.insertNumbered(work, adjustment).map(number -> {
                    work.record(adjustment.numbered(number));
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
    public Uni<StockAdjustment> approve(UnitOfWork work, String id, String ifMatch, SignedRequest command) {
        return sign(work, id, ifMatch, command, Meaning.APPROVAL, "approve a stock adjustment they requested")
                .chain(signed -> {
                    StockAdjustment adjustment = signed.found();
                    adjustment.requirePending();
                    return ledger.post(work, adjustment.movement(work.now(), work.userId())).chain(movement -> save(work,
                            adjustment, adjustment.approve(signed.signature(), movement.id(), work.now())));
                });
    }

    /** Rejects a pending adjustment (signed, meaning rejection; not its requester): nothing moves. */
    public Uni<StockAdjustment> reject(UnitOfWork work, String id, String ifMatch, SignedRequest command) {
        return sign(work, id, ifMatch, command, Meaning.REJECTION, "reject a stock adjustment they requested")
                .chain(signed -> save(work, signed.found(), signed.found().reject(signed.signature(), work.now())));
    }

    private Uni<SecondPerson.Signed<StockAdjustment>> sign(UnitOfWork work, String id, String ifMatch, SignedRequest command,
            Meaning meaning, String what) {
        return secondPerson.sign(work, StockAdjustment.NOUN, id, get(work, id),
                adjustment -> new SecondPerson.Doers(List.of(adjustment.request().requestedBy()), adjustment.version()), ifMatch,
                command, meaning, what);
    }

    private Uni<StockAdjustment> save(UnitOfWork work, StockAdjustment adjustment, StockAdjustmentEvent moved) {
        return work.saveChange(moved, adjustment, () -> adjustments.update(work, adjustment));
    }
}
