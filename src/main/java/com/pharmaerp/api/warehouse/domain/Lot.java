package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
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

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;

    public String number;
    public String materialId;
    public String unit;
    public String origin;
    public String sourceId;
    public String supplierLotNumber;
    public LocalDate manufacturedOn;
    public LocalDate expiresOn;
    public LocalDate retestOn;
    public String status = LotStatus.QUARANTINE.id();
    /** The status an on-hold lot returns to; null unless on hold. */
    public String heldFrom;
    /** The signatures (JSON) of the last hold and of the last release from hold. */
    public String hold;
    public String releaseFromHold;
    /** The signature (JSON) of the usage decision that last released, retested or rejected it. */
    public String qualityDecision;
    /** QA's signature (JSON) of its destruction; null unless destroyed. */
    public String destruction;
    /** On hand in all locations: the sum of the lot's balances, read with the lot; not part of its record. */
    public BigDecimal quantity = BigDecimal.ZERO;

    /** A new lot in quarantine at version 1. */
    public static Lot create(String id, LotData data, Instant now) {
        Lot lot = new Lot();
        lot.id = id;
        lot.version = 1;
        lot.createdAt = now;
        lot.updatedAt = now;
        lot.number = data.number();
        lot.materialId = data.materialId();
        lot.unit = data.unit();
        lot.origin = data.origin();
        lot.sourceId = data.sourceId();
        lot.supplierLotNumber = data.supplierLotNumber();
        lot.manufacturedOn = data.manufacturedOn();
        lot.expiresOn = data.expiresOn();
        lot.retestOn = data.retestOn();
        return lot;
    }

    public DomainEvent created() {
        return DomainEvent.created(NOUN, id, recorded(), null);
    }

    /**
     * The retest date of a new lot: the receipt (or manufacturing) date plus the material's retest
     * interval, but never after the lot expires.
     */
    public static LocalDate retestDate(LocalDate from, int retestIntervalDays, LocalDate expiresOn) {
        LocalDate retest = from.plusDays(retestIntervalDays);
        return retest.isAfter(expiresOn) ? expiresOn : retest;
    }

    public LotStatus storedStatus() {
        return LotStatus.valueOf(status.toUpperCase(Locale.ROOT));
    }

    /** The status as the business date shows it: expired once the date is past {@code expiresOn}, unless rejected. */
    public LotStatus status(LocalDate today) {
        return LotStatus.asOf(status, expiresOn, today);
    }

    /** QA holds a quarantined or released lot: nothing may use it until released from hold. */
    public DomainEvent hold(Signature signature, Instant now) {
        return hold(signature, signature.reason(), now);
    }

    /** Whether a recall holds it: in quarantine or released, and not expired on the business date. */
    public boolean holdableByRecall(LocalDate today) {
        LotStatus current = status(today);
        return current == LotStatus.QUARANTINE || current == LotStatus.RELEASED;
    }

    /** A recall holds the lot, under the recall's signature; the recall is the event's reason. */
    public DomainEvent holdForRecall(String recallReason, Signature signature, Instant now) {
        return hold(signature, recallReason, now);
    }

    private DomainEvent hold(Signature signature, String reason, Instant now) {
        LotStatus current = storedStatus();
        if (current != LotStatus.QUARANTINE && current != LotStatus.RELEASED) {
            throw refused(current, "only a lot in quarantine or released can be held");
        }
        JsonNode before = recorded();
        heldFrom = status;
        status = LotStatus.ON_HOLD.id();
        hold = signature.toJson();
        version++;
        updatedAt = now;
        return DomainEvent.changed("lot.held", NOUN, id, before, recorded(), reason);
    }

    /** QA releases the hold: the lot returns to the status it was held from. */
    public DomainEvent unhold(Signature signature, Instant now) {
        LotStatus current = storedStatus();
        if (current != LotStatus.ON_HOLD) {
            throw refused(current, "only a lot on hold can be released from hold");
        }
        JsonNode before = recorded();
        status = heldFrom;
        heldFrom = null;
        releaseFromHold = signature.toJson();
        return moved("lot.unheld", before, signature, now);
    }

    /**
     * QA's accepted usage decision releases a lot in quarantine; an expired lot is never released.
     *
     * @throws ProblemException 409 lot_expired, 409 invalid_transition
     */
    public DomainEvent release(Signature signature, LocalDate today, Instant now) {
        requireUnexpired(today, "an expired lot is never released");
        LotStatus current = storedStatus();
        if (current != LotStatus.QUARANTINE) {
            throw refused(current, "only a lot in quarantine is released by a usage decision");
        }
        JsonNode before = recorded();
        status = LotStatus.RELEASED.id();
        qualityDecision = signature.toJson();
        return moved("lot.released", before, signature, now);
    }

    /**
     * An accepted retest of a released lot: its retest date moves on by the material's retest
     * interval from the decision's date, never after expiry.
     *
     * @throws ProblemException 409 lot_expired, 409 invalid_transition
     */
    public DomainEvent passRetest(Signature signature, int retestIntervalDays, LocalDate today, Instant now) {
        requireUnexpired(today, "an expired lot is not retested");
        LotStatus current = storedStatus();
        if (current != LotStatus.RELEASED) {
            throw refused(current, "only a released lot is retested");
        }
        JsonNode before = recorded();
        retestOn = retestDate(today, retestIntervalDays, expiresOn);
        qualityDecision = signature.toJson();
        return moved("lot.retested", before, signature, now);
    }

    /** QA's rejecting usage decision: a lot in quarantine, or a released one that failed its retest. */
    public DomainEvent reject(Signature signature, Instant now) {
        LotStatus current = storedStatus();
        if (current != LotStatus.QUARANTINE && current != LotStatus.RELEASED) {
            throw refused(current, "only a lot in quarantine or released is rejected by a usage decision");
        }
        JsonNode before = recorded();
        status = LotStatus.REJECTED.id();
        qualityDecision = signature.toJson();
        return moved("lot.rejected", before, signature, now);
    }

    /**
     * QA destroys a rejected lot, or one expired on the business date: destroyed is final. The caller
     * takes every remaining balance out of stock with destruction movements.
     *
     * @throws ProblemException 409 invalid_transition naming the status as the business date shows it
     */
    public DomainEvent destroy(Signature signature, LocalDate today, Instant now) {
        LotStatus current = status(today);
        if (current != LotStatus.REJECTED && current != LotStatus.EXPIRED) {
            throw refused(current, "only a rejected lot, or one expired on the business date, is destroyed");
        }
        JsonNode before = recorded();
        status = LotStatus.DESTROYED.id();
        heldFrom = null;
        destruction = signature.toJson();
        return moved("lot.destroyed", before, signature, now);
    }

    /**
     * A lot may be retested while released and not expired (whether or not its retest date passed).
     *
     * @throws ProblemException 409 lot_expired, 409 lot_not_released
     */
    public void requireRetestable(LocalDate today) {
        requireUnexpired(today, "an expired lot is not retested");
        if (storedStatus() != LotStatus.RELEASED) {
            throw new ProblemException(WarehouseProblem.LOT_NOT_RELEASED, "Lot " + number + " is " + status
                    + "; only a released lot is retested.");
        }
    }

    /**
     * What production checks of a lot it would issue, in the order docs/design/modules.md gives: not expired, not past
     * its retest date, released.
     *
     * @throws ProblemException 409 lot_expired, lot_retest_due, lot_not_released
     */
    public void requireUsable(LocalDate today) {
        requireUnexpired(today, "an expired lot is never used");
        if (today.isAfter(retestOn)) {
            throw new ProblemException(WarehouseProblem.LOT_RETEST_DUE, "Lot " + number + " was due for retest on "
                    + retestOn + "; it is used again once a retest is accepted.");
        }
        if (storedStatus() != LotStatus.RELEASED) {
            throw new ProblemException(WarehouseProblem.LOT_NOT_RELEASED, "Lot " + number + " is " + status
                    + "; only a released lot is used.");
        }
    }

    private void requireUnexpired(LocalDate today, String rule) {
        if (today.isAfter(expiresOn)) {
            throw new ProblemException(WarehouseProblem.LOT_EXPIRED, "Lot " + number + " expired on " + expiresOn + "; "
                    + rule + ".");
        }
    }

    private ProblemException refused(LotStatus current, String rule) {
        return new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Lot " + number + " is " + current.id() + "; "
                + rule + ".");
    }

    /** Counts the move and tells it, with the signature's reason. */
    private DomainEvent moved(String type, JsonNode before, Signature signature, Instant now) {
        version++;
        updatedAt = now;
        return DomainEvent.changed(type, NOUN, id, before, recorded(), signature.reason());
    }

    /** The lot as the audit trail records it: its stored status, without the ledger's quantity. */
    private JsonNode recorded() {
        return Recorded.of("number", number, "materialId", materialId, "origin", origin, "sourceId", sourceId,
                "supplierLotNumber", supplierLotNumber, "manufacturedOn", manufacturedOn, "expiresOn", expiresOn,
                "retestOn", retestOn, "status", status, "heldFrom", heldFrom, "hold", Signature.fromJson(hold),
                "releaseFromHold", Signature.fromJson(releaseFromHold), "qualityDecision", Signature.fromJson(qualityDecision),
                "destruction", Signature.fromJson(destruction));
    }
}
