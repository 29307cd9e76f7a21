package com.pharmaerp.api.warehouse.domain;

import java.time.Instant;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;

/**
 * An entry of the append-only stock ledger. It is never changed: a mistake is undone by a
 * reversal, a new movement the other way that names this one (the database refuses UPDATE and
 * DELETE, and a second reversal of the same movement).
 */
public final class StockMovement {

    public static final String ID_PREFIX = "mov";
    public static final String NOUN = "stock_movement";

    private final String id;
    private final MovementData data;
    /** The reversal that undid this movement, if one did: read with the movement, never stored on it. */
    private final String reversedBy;

    private StockMovement(String id, MovementData data, String reversedBy) {
        this.id = id;
        this.data = data;
        this.reversedBy = reversedBy;
    }

    /** A new entry of the ledger, as of the moment it is posted. */
    public static StockMovement post(String id, MovementData data) {
        return new StockMovement(id, data, null);
    }

    /**
     * A movement as it was stored (its version always 1, created and updated when posted).
     *
     * @param reversedBy the reversal that undid it; null if none did
     */
    public static StockMovement rehydrate(String id, MovementData data, String reversedBy) {
        return new StockMovement(id, data, reversedBy);
    }

    /** Its posting, audited with the reason a reversal gives. */
    public StockMovementEvent.Created posted() {
        return new StockMovementEvent.Created(id, new StockMovementState(data.type().id(), data.lotId(), data.materialId(),
                data.fromLocationId(), data.toLocationId(), QuantityJson.of(data.quantity()), data.reference(),
                data.reason(), null, data.postedAt(), data.userId()), data.reason());
    }

    /**
     * The movement that undoes this one: the same quantity of the same lot, the other way.
     *
     * @throws Refusal invalid_transition for a reversal, or a movement already reversed
     */
    public MovementData reversal(String reason, Instant now, String userId) {
        MovementType type = type();
        if (type == MovementType.REVERSAL) {
            throw refused("is a reversal; a reversal is not reversed. Post a new movement instead.");
        }
        if (type == MovementType.ISSUE || type == MovementType.OUTPUT) {
            // The batch record holds these: undoing one in the ledger alone would leave it telling another story.
            throw refused("is production's " + type.id() + " of order " + reference() + "; it is part of the batch "
                    + "record and is not reversed in the ledger: open a deviation instead.");
        }
        if (type == MovementType.SHIPMENT) {
            // A shipped shipment never changes: the stock is at the customer's.
            throw refused("shipped shipment " + reference() + " to its customer; a shipment is not reversed in the "
                    + "ledger: it is corrected by a return.");
        }
        if (type == MovementType.RETURN) {
            // The return's disposition decides where returned goods go; the ledger alone would leave it telling another story.
            throw refused("received goods of return " + reference() + "; it is not reversed in the ledger: the return's "
                    + "disposition restocks or destroys them.");
        }
        if (type == MovementType.ADJUSTMENT || type == MovementType.DESTRUCTION) {
            // Both were signed by a second person: a clerk's reversal would undo that signature alone.
            throw refused("is an " + type.id() + " signed by a supervisor or QA; it is not reversed in the ledger: "
                    + "request a stock adjustment instead.");
        }
        if (reversedBy != null) {
            throw refused("was already reversed by " + reversedBy + ".");
        }
        return new MovementData(MovementType.REVERSAL, lotId(), materialId(), toLocationId(), fromLocationId(), amount(), id,
                id, reason, now, userId);
    }

    private Refusal refused(String why) {
        return new Refusal(PersistenceProblem.INVALID_TRANSITION, "Movement " + id + " " + why);
    }

    public String id() {
        return id;
    }

    /** Always 1: a movement never changes. */
    public int version() {
        return 1;
    }

    public Instant createdAt() {
        return data.postedAt();
    }

    public Instant updatedAt() {
        return data.postedAt();
    }

    public MovementData data() {
        return data;
    }

    public MovementType type() {
        return data.type();
    }

    public String lotId() {
        return data.lotId();
    }

    public String materialId() {
        return data.materialId();
    }

    public String fromLocationId() {
        return data.fromLocationId();
    }

    public String toLocationId() {
        return data.toLocationId();
    }

    public Quantity amount() {
        return data.quantity();
    }

    public String reference() {
        return data.reference();
    }

    public String reverses() {
        return data.reverses();
    }

    public String reason() {
        return data.reason();
    }

    public Instant postedAt() {
        return data.postedAt();
    }

    public String userId() {
        return data.userId();
    }

    public String reversedBy() {
        return reversedBy;
    }
}
