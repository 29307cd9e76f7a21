package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Locale;

import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;

/**
 * An entry of the append-only stock ledger. It is never changed: a mistake is undone by a
 * reversal, a new movement the other way that names this one (the database refuses UPDATE and
 * DELETE, and a second reversal of the same movement).
 */
public final class StockMovement {

    public static final String ID_PREFIX = "mov";
    public static final String NOUN = "stock_movement";

    public String id;
    /** Always 1: a movement never changes. */
    public int version;
    public Instant createdAt;
    public Instant updatedAt;

    public String type;
    public String lotId;
    public String materialId;
    public String fromLocationId;
    public String toLocationId;
    public BigDecimal quantity;
    public String unit;
    public String reference;
    public String reverses;
    public String reason;
    public Instant postedAt;
    public String userId;
    /** The reversal that undid this movement, if one did: read with the movement, never stored on it. */
    public String reversedBy;

    /** A new entry of the ledger, as of the moment it is posted. */
    public static StockMovement post(String id, MovementData data) {
        StockMovement movement = new StockMovement();
        movement.id = id;
        movement.version = 1;
        movement.createdAt = data.postedAt();
        movement.updatedAt = data.postedAt();
        movement.type = data.type().id();
        movement.lotId = data.lotId();
        movement.materialId = data.materialId();
        movement.fromLocationId = data.fromLocationId();
        movement.toLocationId = data.toLocationId();
        movement.quantity = data.quantity().value();
        movement.unit = data.quantity().unit().symbol();
        movement.reference = data.reference();
        movement.reverses = data.reverses();
        movement.reason = data.reason();
        movement.postedAt = data.postedAt();
        movement.userId = data.userId();
        return movement;
    }

    /** Its posting, audited with the reason a reversal gives. */
    public DomainEvent posted() {
        return DomainEvent.created(NOUN, id, Recorded.of("type", type, "lotId", lotId, "materialId", materialId,
                "fromLocationId", fromLocationId, "toLocationId", toLocationId, "quantity", QuantityJson.of(amount()),
                "reference", reference, "reason", reason, "reversedBy", null, "postedAt", postedAt, "userId", userId),
                reason);
    }

    public MovementType movementType() {
        return MovementType.valueOf(type.toUpperCase(Locale.ROOT));
    }

    public Quantity amount() {
        return new Quantity(quantity, Unit.ofSymbol(unit).orElseThrow());
    }

    /**
     * The movement that undoes this one: the same quantity of the same lot, the other way.
     *
     * @throws ProblemException 409 invalid_transition for a reversal, or a movement already reversed
     */
    public MovementData reversal(String reason, Instant now, String userId) {
        if (movementType() == MovementType.REVERSAL) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Movement " + id + " is a reversal; a "
                    + "reversal is not reversed. Post a new movement instead.");
        }
        if (movementType() == MovementType.ISSUE || movementType() == MovementType.OUTPUT) {
            // The batch record holds these: undoing one in the ledger alone would leave it telling another story.
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Movement " + id + " is production's "
                    + movementType().id() + " of order " + reference + "; it is part of the batch record and is not "
                    + "reversed in the ledger: open a deviation instead.");
        }
        if (movementType() == MovementType.SHIPMENT) {
            // A shipped shipment never changes: the stock is at the customer's.
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Movement " + id + " shipped shipment "
                    + reference + " to its customer; a shipment is not reversed in the ledger: it is corrected by a "
                    + "return.");
        }
        if (movementType() == MovementType.ADJUSTMENT || movementType() == MovementType.DESTRUCTION) {
            // Both were signed by a second person: a clerk's reversal would undo that signature alone.
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Movement " + id + " is an "
                    + movementType().id() + " signed by a supervisor or QA; it is not reversed in the ledger: request a "
                    + "stock adjustment instead.");
        }
        if (reversedBy != null) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Movement " + id + " was already reversed by "
                    + reversedBy + ".");
        }
        return new MovementData(MovementType.REVERSAL, lotId, materialId, toLocationId, fromLocationId, amount(), id, id,
                reason, now, userId);
    }
}
