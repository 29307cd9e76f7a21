package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Locale;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import org.hibernate.annotations.Formula;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;

/**
 * An entry of the append-only stock ledger. It is never changed: a mistake is undone by a
 * reversal, a new movement the other way that names this one (the database refuses UPDATE and
 * DELETE, and a second reversal of the same movement).
 */
@Entity
@Table(name = "stock_movements")
public class StockMovement extends TenantEntity<MovementData> {

    public static final String ID_PREFIX = "mov";

    public String type;
    @Column(name = "lot_id")
    public String lotId;
    @Column(name = "material_id")
    public String materialId;
    @Column(name = "from_location_id")
    public String fromLocationId;
    @Column(name = "to_location_id")
    public String toLocationId;
    public BigDecimal quantity;
    public String unit;
    public String reference;
    public String reverses;
    public String reason;
    @Column(name = "posted_at")
    public Instant postedAt;
    @Column(name = "user_id")
    public String userId;
    /** The reversal that undid this movement, if one did. */
    @Formula("(select r.id from stock_movements r where r.tenant_id = tenant_id and r.reverses = id)")
    public String reversedBy;

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
        if (reversedBy != null) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Movement " + id + " was already reversed by "
                    + reversedBy + ".");
        }
        return new MovementData(MovementType.REVERSAL, lotId, materialId, toLocationId, fromLocationId, amount(), id, id,
                reason, now, userId);
    }

    @Override
    public MovementData data() {
        return new MovementData(movementType(), lotId, materialId, fromLocationId, toLocationId, amount(), reference,
                reverses, reason, postedAt, userId);
    }

    /** Movements never change after they are posted: only {@link #start} calls this. */
    @Override
    protected void apply(MovementData data) {
        type = data.type().id();
        lotId = data.lotId();
        materialId = data.materialId();
        fromLocationId = data.fromLocationId();
        toLocationId = data.toLocationId();
        quantity = data.quantity().value();
        unit = data.quantity().unit().symbol();
        reference = data.reference();
        reverses = data.reverses();
        reason = data.reason();
        postedAt = data.postedAt();
        userId = data.userId();
    }

    @Override
    public boolean change(MovementData data, Instant now) {
        throw new UnsupportedOperationException("the stock ledger is append-only");
    }
}
