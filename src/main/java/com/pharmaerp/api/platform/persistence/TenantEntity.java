package com.pharmaerp.api.platform.persistence;

import java.time.Instant;
import java.util.Locale;

import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * What every tenant-owned resource keeps: its id, its tenant, and the bookkeeping of
 * modules.md's conventions. The version moves with every change and never otherwise, because
 * the only way to change the data is {@link #change}.
 *
 * @param <D> the resource's changeable data as one value, compared to tell whether a change changes anything
 */
@MappedSuperclass
public abstract class TenantEntity<D> {

    @Id
    public String id;
    @Column(name = "tenant_id", nullable = false, updatable = false)
    public String tenantId;
    public int version;
    @Column(name = "created_at", updatable = false)
    public Instant createdAt;
    @Column(name = "updated_at")
    public Instant updatedAt;

    /** The data as a caller would send it, e.g. to apply a merge patch to. */
    public abstract D data();

    /** Copies the data into the fields; called at creation and by {@link #change}. */
    protected abstract void apply(D data);

    /** Starts the resource's life at version 1; only once. */
    public final void start(String id, String tenantId, D data, Instant now) {
        if (this.id != null) {
            throw new IllegalStateException(this.id + " has already started");
        }
        this.id = id;
        this.tenantId = tenantId;
        apply(data);
        this.version = 1;
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** @return whether anything changed (an unchanged PATCH leaves the version as it was) */
    public boolean change(D data, Instant now) {
        if (data.equals(data())) {
            return false;
        }
        apply(data);
        touched(now);
        return true;
    }

    /** Counts a change made other than through {@link #change} (a state move, a password reset). */
    protected final void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    /**
     * Refuses a move from a state the life cycle does not allow it from.
     *
     * @param record how the detail names the record, e.g. {@code Order PO-000001}
     * @throws com.pharmaerp.api.platform.problem.ProblemException 409 invalid_transition naming the current state
     */
    @SafeVarargs
    protected static <S extends Enum<S>> void requireState(S current, String record, String rule, S... allowed) {
        for (S state : allowed) {
            if (state == current) {
                return;
            }
        }
        throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, record + " is "
                + current.name().toLowerCase(Locale.ROOT) + "; " + rule + ".");
    }

    /** Where a newest-first list continues after this resource. */
    public Cursor position() {
        return new Cursor(createdAt, id);
    }
}
