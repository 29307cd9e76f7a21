package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.warehouse.WarehouseProblem;

/**
 * A lot (batch) of a material: what was received or made together, with its dates and its GMP
 * status. Every new lot starts in quarantine; its status moves only through the methods here,
 * which refuse a move the life cycle does not allow or return the event the move caused. Its
 * quantity is the ledger's, never its own.
 */
public final class Lot {

    public static final String ID_PREFIX = "lot";
    public static final String NUMBER_PREFIX = "L";
    public static final String NOUN = "lot";

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;

    private String number;
    private final String materialId;
    private final String unit;
    private final String origin;
    private final String sourceId;
    private final String supplierLotNumber;
    private final LocalDate manufacturedOn;
    private final LocalDate expiresOn;
    private LocalDate retestOn;
    private LotStatus status;
    /** The status an on-hold lot returns to; null unless on hold. */
    private LotStatus heldFrom;
    /** The signatures of the last hold and of the last release from hold. */
    private Signature hold;
    private Signature releaseFromHold;
    /** The signature of the usage decision that last released, retested or rejected it. */
    private Signature qualityDecision;
    /** QA's signature of its destruction; null unless destroyed. */
    private Signature destruction;
    /** On hand in all locations: the sum of the lot's balances, read with the lot; not part of its record. */
    private BigDecimal quantity;

    private Lot(String id, int version, Instant createdAt, Instant updatedAt, LotData data, LotStatus status) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = data.number();
        this.materialId = data.materialId();
        this.unit = data.unit();
        this.origin = data.origin();
        this.sourceId = data.sourceId();
        this.supplierLotNumber = data.supplierLotNumber();
        this.manufacturedOn = data.manufacturedOn();
        this.expiresOn = data.expiresOn();
        this.retestOn = data.retestOn();
        this.status = status;
        this.quantity = BigDecimal.ZERO;
    }

    /** A new lot in quarantine at version 1; its event once numbered ({@link #created}). */
    public static Lot create(String id, LotData data, Instant now) {
        return new Lot(id, 1, now, now, data, LotStatus.QUARANTINE);
    }

    /**
     * A lot as it was stored.
     *
     * @param data with the lot's current retest date
     * @param quantity the sum of its balances
     */
    public static Lot rehydrate(String id, int version, Instant createdAt, Instant updatedAt, LotData data, LotStatus status,
            LotStatus heldFrom, Signature hold, Signature releaseFromHold, Signature qualityDecision, Signature destruction,
            BigDecimal quantity) {
        Lot lot = new Lot(id, version, createdAt, updatedAt, data, status);
        lot.heldFrom = heldFrom;
        lot.hold = hold;
        lot.releaseFromHold = releaseFromHold;
        lot.qualityDecision = qualityDecision;
        lot.destruction = destruction;
        lot.quantity = quantity;
        return lot;
    }

    /** Its creation, once the insert gave it its number. */
    public LotEvent.Created created() {
        return new LotEvent.Created(id, state());
    }

    /** The number the insert gave a new lot; a lot's number never changes after. */
    public void numbered(String given) {
        if (number != null) {
            throw new IllegalStateException("lot " + id + " is already numbered " + number);
        }
        number = given;
    }

    /**
     * The retest date of a new lot: the receipt (or manufacturing) date plus the material's retest
     * interval, but never after the lot expires.
     */
    public static LocalDate retestDate(LocalDate from, int retestIntervalDays, LocalDate expiresOn) {
        LocalDate retest = from.plusDays(retestIntervalDays);
        return retest.isAfter(expiresOn) ? expiresOn : retest;
    }

    /** The stored status (never expired: that is read from the business date). */
    public LotStatus status() {
        return status;
    }

    /** The status as the business date shows it: expired once the date is past {@code expiresOn}, unless rejected. */
    public LotStatus status(LocalDate today) {
        return LotStatus.asOf(status, expiresOn, today);
    }

    /** QA holds a quarantined or released lot: nothing may use it until released from hold. */
    public LotEvent.Held hold(Signature signature, Instant now) {
        return hold(signature, signature.reason(), now);
    }

    /** Whether a recall holds it: in quarantine or released, and not expired on the business date. */
    public boolean holdableByRecall(LocalDate today) {
        LotStatus current = status(today);
        return current == LotStatus.QUARANTINE || current == LotStatus.RELEASED;
    }

    /** A recall holds the lot, under the recall's signature; the recall is the event's reason. */
    public LotEvent.Held holdForRecall(String recallReason, Signature signature, Instant now) {
        return hold(signature, recallReason, now);
    }

    private LotEvent.Held hold(Signature signature, String reason, Instant now) {
        if (status != LotStatus.QUARANTINE && status != LotStatus.RELEASED) {
            throw refused(status, "only a lot in quarantine or released can be held");
        }
        LotState before = state();
        heldFrom = status;
        status = LotStatus.ON_HOLD;
        hold = signature;
        counted(now);
        return new LotEvent.Held(id, before, state(), reason);
    }

    /** QA releases the hold: the lot returns to the status it was held from. */
    public LotEvent.Unheld unhold(Signature signature, Instant now) {
        if (status != LotStatus.ON_HOLD) {
            throw refused(status, "only a lot on hold can be released from hold");
        }
        LotState before = state();
        status = heldFrom;
        heldFrom = null;
        releaseFromHold = signature;
        counted(now);
        return new LotEvent.Unheld(id, before, state(), signature.reason());
    }

    /**
     * QA's accepted usage decision releases a lot in quarantine; an expired lot is never released.
     *
     * @throws Refusal lot_expired, invalid_transition
     */
    public LotEvent.Released release(Signature signature, LocalDate today, Instant now) {
        requireUnexpired(today, "an expired lot is never released");
        if (status != LotStatus.QUARANTINE) {
            throw refused(status, "only a lot in quarantine is released by a usage decision");
        }
        LotState before = state();
        status = LotStatus.RELEASED;
        qualityDecision = signature;
        counted(now);
        return new LotEvent.Released(id, before, state(), signature.reason());
    }

    /**
     * An accepted retest of a released lot: its retest date moves on by the material's retest
     * interval from the decision's date, never after expiry.
     *
     * @throws Refusal lot_expired, invalid_transition
     */
    public LotEvent.Retested passRetest(Signature signature, int retestIntervalDays, LocalDate today, Instant now) {
        requireUnexpired(today, "an expired lot is not retested");
        if (status != LotStatus.RELEASED) {
            throw refused(status, "only a released lot is retested");
        }
        LotState before = state();
        retestOn = retestDate(today, retestIntervalDays, expiresOn);
        qualityDecision = signature;
        counted(now);
        return new LotEvent.Retested(id, before, state(), signature.reason());
    }

    /** QA's rejecting usage decision: a lot in quarantine, or a released one that failed its retest. */
    public LotEvent.Rejected reject(Signature signature, Instant now) {
        if (status != LotStatus.QUARANTINE && status != LotStatus.RELEASED) {
            throw refused(status, "only a lot in quarantine or released is rejected by a usage decision");
        }
        LotState before = state();
        status = LotStatus.REJECTED;
        qualityDecision = signature;
        counted(now);
        return new LotEvent.Rejected(id, before, state(), signature.reason());
    }

    /**
     * QA destroys a rejected lot, or one expired on the business date: destroyed is final, and nothing
     * of it is on hand any more. The caller takes every remaining balance out of stock with
     * destruction movements.
     *
     * @throws Refusal invalid_transition naming the status as the business date shows it
     */
    public LotEvent.Destroyed destroy(Signature signature, LocalDate today, Instant now) {
        LotStatus current = status(today);
        if (current != LotStatus.REJECTED && current != LotStatus.EXPIRED) {
            throw refused(current, "only a rejected lot, or one expired on the business date, is destroyed");
        }
        LotState before = state();
        status = LotStatus.DESTROYED;
        heldFrom = null;
        destruction = signature;
        quantity = BigDecimal.ZERO;
        counted(now);
        return new LotEvent.Destroyed(id, before, state(), signature.reason());
    }

    /**
     * A lot may be retested while released and not expired (whether or not its retest date passed).
     *
     * @throws Refusal lot_expired, lot_not_released
     */
    public void requireRetestable(LocalDate today) {
        requireUnexpired(today, "an expired lot is not retested");
        if (status != LotStatus.RELEASED) {
            throw new Refusal(WarehouseProblem.LOT_NOT_RELEASED, "Lot " + number + " is " + status.id()
                    + "; only a released lot is retested.");
        }
    }

    /**
     * What production checks of a lot it would issue, in the order docs/design/modules.md gives: not expired, not past
     * its retest date, released.
     *
     * @throws Refusal lot_expired, lot_retest_due, lot_not_released
     */
    public void requireUsable(LocalDate today) {
        requireUnexpired(today, "an expired lot is never used");
        if (today.isAfter(retestOn)) {
            throw new Refusal(WarehouseProblem.LOT_RETEST_DUE, "Lot " + number + " was due for retest on " + retestOn
                    + "; it is used again once a retest is accepted.");
        }
        if (status != LotStatus.RELEASED) {
            throw new Refusal(WarehouseProblem.LOT_NOT_RELEASED, "Lot " + number + " is " + status.id()
                    + "; only a released lot is used.");
        }
    }

    private void requireUnexpired(LocalDate today, String rule) {
        if (today.isAfter(expiresOn)) {
            throw new Refusal(WarehouseProblem.LOT_EXPIRED, "Lot " + number + " expired on " + expiresOn + "; " + rule + ".");
        }
    }

    private Refusal refused(LotStatus current, String rule) {
        return new Refusal(PersistenceProblem.INVALID_TRANSITION, "Lot " + number + " is " + current.id() + "; " + rule + ".");
    }

    /** Counts the move: the next version, as of now. */
    private void counted(Instant now) {
        version++;
        updatedAt = now;
    }

    /** The lot as the audit trail records it. */
    public LotState state() {
        return new LotState(number, materialId, origin, sourceId, supplierLotNumber, manufacturedOn, expiresOn, retestOn,
                status.id(), heldFrom == null ? null : heldFrom.id(), hold, releaseFromHold, qualityDecision, destruction);
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

    public String materialId() {
        return materialId;
    }

    /** The material's base unit, which its quantities are kept in. */
    public String unit() {
        return unit;
    }

    public String origin() {
        return origin;
    }

    public String sourceId() {
        return sourceId;
    }

    public String supplierLotNumber() {
        return supplierLotNumber;
    }

    public LocalDate manufacturedOn() {
        return manufacturedOn;
    }

    public LocalDate expiresOn() {
        return expiresOn;
    }

    public LocalDate retestOn() {
        return retestOn;
    }

    /** The status an on-hold lot returns to; null unless on hold. */
    public LotStatus heldFrom() {
        return heldFrom;
    }

    public Signature hold() {
        return hold;
    }

    public Signature releaseFromHold() {
        return releaseFromHold;
    }

    public Signature qualityDecision() {
        return qualityDecision;
    }

    public Signature destruction() {
        return destruction;
    }

    /** On hand in all locations, in {@link #unit()}. */
    public BigDecimal quantity() {
        return quantity;
    }
}
