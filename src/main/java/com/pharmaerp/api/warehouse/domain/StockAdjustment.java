package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;

import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A clerk's request to correct a lot's balance in a location by a signed quantity, with a reason.
 * Nothing moves while it is pending; a supervisor or QA who did not request it approves it (its
 * adjustment movement is posted) or rejects it. pending → posted | rejected, both final.
 */
public final class StockAdjustment {

    public static final String ID_PREFIX = "adj";
    public static final String NUMBER_PREFIX = "ADJ";
    public static final String NOUN = "stock_adjustment";

    public enum Status {
        PENDING, POSTED, REJECTED;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Why the balance is corrected: OpenLMIS-style reason codes. */
    public enum ReasonCode {
        DAMAGE, LOSS, FOUND, SAMPLE, COUNT_DIFFERENCE, OTHER;

        public static final String PATTERN = "damage|loss|found|sample|count_difference|other";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static ReasonCode of(String id) {
            return Arrays.stream(values()).filter(code -> code.id().equals(id)).findFirst().orElseThrow();
        }
    }

    /**
     * What a request is from its creation on.
     *
     * @param quantity signed, in the material's base unit {@code unit}: negative takes stock out; never zero
     */
    public record Request(String lotId, String materialId, String locationId, BigDecimal quantity, String unit,
            ReasonCode reasonCode, String reason, String requestedBy) {
    }

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private String number;
    private final Request request;
    private Status status;
    /** The signature that decided it: meaning approval when posted, rejection when rejected; null while pending. */
    private Signature approval;
    /** The adjustment movement its approval posted; null unless posted. */
    private String movementId;

    private StockAdjustment(String id, int version, Instant createdAt, Instant updatedAt, String number, Request request,
            Status status) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.request = request;
        this.status = status;
    }

    /** A new, pending request at version 1, its number given by the insert. */
    public static StockAdjustment request(String id, Request request, Instant now) {
        if (request.quantity().signum() == 0) {
            throw new IllegalArgumentException("an adjustment of nothing");
        }
        return new StockAdjustment(id, 1, now, now, null, request, Status.PENDING);
    }

    /** An adjustment as it was stored. */
    public static StockAdjustment rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number,
            Request request, Status status, Signature approval, String movementId) {
        StockAdjustment adjustment = new StockAdjustment(id, version, createdAt, updatedAt, number, request, status);
        adjustment.approval = approval;
        adjustment.movementId = movementId;
        return adjustment;
    }

    /** The number the insert gave it, and its creation's event. */
    public StockAdjustmentEvent.Created numbered(String given) {
        if (number != null) {
            throw new IllegalStateException("adjustment " + id + " is already numbered " + number);
        }
        number = given;
        return new StockAdjustmentEvent.Created(id, state(), request.reason());
    }

    /**
     * The movement its approval posts: into the location for a positive quantity, out of it for a
     * negative one, always of the positive amount.
     */
    public MovementData movement(Instant now, String userId) {
        Quantity amount = new Quantity(request.quantity().abs(), Unit.ofSymbol(request.unit()).orElseThrow());
        boolean in = request.quantity().signum() > 0;
        return new MovementData(MovementType.ADJUSTMENT, request.lotId(), request.materialId(),
                in ? null : request.locationId(), in ? request.locationId() : null, amount, id, null,
                request.reasonCode().id() + ": " + request.reason(), now, userId);
    }

    /**
     * Approved with the signature: posted, naming the movement that carried it out.
     *
     * @throws Refusal invalid_transition unless pending
     */
    public StockAdjustmentEvent.Posted approve(Signature signature, String movement, Instant now) {
        requirePending();
        StockAdjustmentState before = state();
        status = Status.POSTED;
        approval = signature;
        movementId = movement;
        counted(now);
        return new StockAdjustmentEvent.Posted(id, before, state(), signature.reason());
    }

    /** @throws Refusal invalid_transition unless pending */
    public void requirePending() {
        States.allow(status, "Stock adjustment " + number, "only a pending adjustment is approved or rejected",
                Status.PENDING);
    }

    /**
     * Rejected with the signature: nothing moves, ever.
     *
     * @throws Refusal invalid_transition unless pending
     */
    public StockAdjustmentEvent.Rejected reject(Signature signature, Instant now) {
        requirePending();
        StockAdjustmentState before = state();
        status = Status.REJECTED;
        approval = signature;
        counted(now);
        return new StockAdjustmentEvent.Rejected(id, before, state(), signature.reason());
    }

    private void counted(Instant now) {
        version++;
        updatedAt = now;
    }

    /** The adjustment as the audit trail records it. */
    public StockAdjustmentState state() {
        return new StockAdjustmentState(number, request.lotId(), request.materialId(), request.locationId(),
                SignedAmount.of(request.quantity(), request.unit()), request.reasonCode().id(), request.reason(),
                status.id(), request.requestedBy(), approval, movementId);
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String number() {
        return number;
    }

    public Request request() {
        return request;
    }

    public Status status() {
        return status;
    }

    public Signature approval() {
        return approval;
    }

    public String movementId() {
        return movementId;
    }
}
