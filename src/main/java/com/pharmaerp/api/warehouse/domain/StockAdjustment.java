package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.ProblemException;
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

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String number;
    public String lotId;
    public String materialId;
    public String locationId;
    /** Signed, in the material's base unit: negative takes stock out. Never zero. */
    public BigDecimal quantity;
    public String unit;
    public String reasonCode;
    public String reason;
    public String status = Status.PENDING.id();
    public String requestedBy;
    /** The signature that decided it: meaning approval when posted, rejection when rejected; null while pending. */
    public Signature approval;
    /** The adjustment movement its approval posted; null unless posted. */
    public String movementId;

    /**
     * A new, pending request at version 1.
     *
     * @param quantity signed, in the material's base unit, not zero
     */
    public static StockAdjustment request(String id, String number, Lot lot, String locationId, BigDecimal quantity,
            ReasonCode reasonCode, String reason, String requestedBy, Instant now) {
        if (quantity.signum() == 0) {
            throw new IllegalArgumentException("an adjustment of nothing");
        }
        StockAdjustment adjustment = new StockAdjustment();
        adjustment.id = id;
        adjustment.version = 1;
        adjustment.createdAt = now;
        adjustment.updatedAt = now;
        adjustment.number = number;
        adjustment.lotId = lot.id;
        adjustment.materialId = lot.materialId;
        adjustment.locationId = locationId;
        adjustment.quantity = quantity;
        adjustment.unit = lot.unit;
        adjustment.reasonCode = reasonCode.id();
        adjustment.reason = reason;
        adjustment.requestedBy = requestedBy;
        return adjustment;
    }

    public DomainEvent requested() {
        return DomainEvent.created(NOUN, id, recorded(), reason);
    }

    public Status currentStatus() {
        return Status.valueOf(status.toUpperCase(Locale.ROOT));
    }

    /**
     * The movement its approval posts: into the location for a positive quantity, out of it for a
     * negative one, always of the positive amount.
     */
    public MovementData movement(Instant now, String userId) {
        Quantity amount = new Quantity(quantity.abs(), Unit.ofSymbol(unit).orElseThrow());
        boolean in = quantity.signum() > 0;
        return new MovementData(MovementType.ADJUSTMENT, lotId, materialId, in ? null : locationId, in ? locationId : null,
                amount, id, null, reasonCode + ": " + reason, now, userId);
    }

    /**
     * Approved with the signature: posted, naming the movement that carried it out.
     *
     * @throws ProblemException 409 invalid_transition unless pending
     */
    public DomainEvent approve(Signature signature, String movement, Instant now) {
        requirePending();
        JsonNode before = recorded();
        status = Status.POSTED.id();
        approval = signature;
        movementId = movement;
        return moved("stock_adjustment.posted", before, signature, now);
    }

    /** @throws ProblemException 409 invalid_transition unless pending */
    public void requirePending() {
        States.require(currentStatus(), "Stock adjustment " + number, "only a pending adjustment is approved or rejected",
                Status.PENDING);
    }

    /**
     * Rejected with the signature: nothing moves, ever.
     *
     * @throws ProblemException 409 invalid_transition unless pending
     */
    public DomainEvent reject(Signature signature, Instant now) {
        requirePending();
        JsonNode before = recorded();
        status = Status.REJECTED.id();
        approval = signature;
        return moved("stock_adjustment.rejected", before, signature, now);
    }

    /** A signed amount as the API and the audit trail show it: {@code {"value": "-2.5", "unit": "kg"}}. */
    public static Map<String, String> signed(BigDecimal value, String unit) {
        BigDecimal stripped = value.stripTrailingZeros();
        return Map.of("value", (stripped.scale() < 0 ? stripped.setScale(0) : stripped).toPlainString(), "unit", unit);
    }

    private DomainEvent moved(String type, JsonNode before, Signature signature, Instant now) {
        version++;
        updatedAt = now;
        return DomainEvent.changed(type, NOUN, id, before, recorded(), signature.reason());
    }

    private JsonNode recorded() {
        return Recorded.of("number", number, "lotId", lotId, "materialId", materialId, "locationId", locationId,
                "quantity", signed(quantity, unit), "reasonCode", reasonCode, "reason", reason,
                "status", status, "requestedBy", requestedBy, "approval", approval, "movementId", movementId);
    }
}
