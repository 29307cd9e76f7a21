package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Locale;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import org.hibernate.annotations.Formula;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.warehouse.WarehouseProblem;

/**
 * A lot (batch) of a material: what was received or made together, with its dates and its GMP
 * status. Every new lot starts in quarantine; its status moves only through the methods here,
 * which refuse a move the life cycle does not allow. Its quantity is the ledger's, never its own.
 */
@Entity
@Table(name = "lots")
public class Lot extends TenantEntity<LotData> {

    public static final String ID_PREFIX = "lot";
    public static final String NUMBER_PREFIX = "L";

    public String number;
    @Column(name = "material_id")
    public String materialId;
    public String unit;
    public String origin;
    @Column(name = "source_id")
    public String sourceId;
    @Column(name = "supplier_lot_number")
    public String supplierLotNumber;
    @Column(name = "manufactured_on")
    public LocalDate manufacturedOn;
    @Column(name = "expires_on")
    public LocalDate expiresOn;
    @Column(name = "retest_on")
    public LocalDate retestOn;
    public String status = LotStatus.QUARANTINE.id();
    /** The status an on-hold lot returns to; null unless on hold. */
    @Column(name = "held_from")
    public String heldFrom;
    /** The signatures (JSON) of the last hold and of the last release from hold. */
    public String hold;
    @Column(name = "release_from_hold")
    public String releaseFromHold;
    /** The signature (JSON) of the usage decision that last released, retested or rejected it. */
    @Column(name = "quality_decision")
    public String qualityDecision;
    /** On hand in all locations: the sum of the lot's balances, read with the lot. */
    @Formula("(select coalesce(sum(b.quantity), 0) from stock_balances b where b.tenant_id = tenant_id and b.lot_id = id)")
    public BigDecimal quantity = BigDecimal.ZERO;

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
        LotStatus stored = storedStatus();
        return stored != LotStatus.REJECTED && today.isAfter(expiresOn) ? LotStatus.EXPIRED : stored;
    }

    /** QA holds a quarantined or released lot: nothing may use it until released from hold. */
    public void hold(Signature signature, Instant now) {
        LotStatus current = storedStatus();
        if (current != LotStatus.QUARANTINE && current != LotStatus.RELEASED) {
            throw refused(current, "only a lot in quarantine or released can be held");
        }
        heldFrom = status;
        status = LotStatus.ON_HOLD.id();
        hold = signature.toJson();
        touched(now);
    }

    /** QA releases the hold: the lot returns to the status it was held from. */
    public void unhold(Signature signature, Instant now) {
        LotStatus current = storedStatus();
        if (current != LotStatus.ON_HOLD) {
            throw refused(current, "only a lot on hold can be released from hold");
        }
        status = heldFrom;
        heldFrom = null;
        releaseFromHold = signature.toJson();
        touched(now);
    }

    /**
     * QA's accepted usage decision releases a lot in quarantine; an expired lot is never released.
     *
     * @throws ProblemException 409 lot_expired, 409 invalid_transition
     */
    public void release(Signature signature, LocalDate today, Instant now) {
        requireUnexpired(today, "an expired lot is never released");
        LotStatus current = storedStatus();
        if (current != LotStatus.QUARANTINE) {
            throw refused(current, "only a lot in quarantine is released by a usage decision");
        }
        status = LotStatus.RELEASED.id();
        qualityDecision = signature.toJson();
        touched(now);
    }

    /**
     * An accepted retest of a released lot: its retest date moves on by the material's retest
     * interval from the decision's date, never after expiry.
     *
     * @throws ProblemException 409 lot_expired, 409 invalid_transition
     */
    public void passRetest(Signature signature, int retestIntervalDays, LocalDate today, Instant now) {
        requireUnexpired(today, "an expired lot is not retested");
        LotStatus current = storedStatus();
        if (current != LotStatus.RELEASED) {
            throw refused(current, "only a released lot is retested");
        }
        retestOn = retestDate(today, retestIntervalDays, expiresOn);
        qualityDecision = signature.toJson();
        touched(now);
    }

    /** QA's rejecting usage decision: a lot in quarantine, or a released one that failed its retest. */
    public void reject(Signature signature, Instant now) {
        LotStatus current = storedStatus();
        if (current != LotStatus.QUARANTINE && current != LotStatus.RELEASED) {
            throw refused(current, "only a lot in quarantine or released is rejected by a usage decision");
        }
        status = LotStatus.REJECTED.id();
        qualityDecision = signature.toJson();
        touched(now);
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
     * What production checks of a lot it would issue, in modules.md's order: not expired, not past
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

    @Override
    public LotData data() {
        return new LotData(number, materialId, unit, origin, sourceId, supplierLotNumber, manufacturedOn, expiresOn, retestOn);
    }

    @Override
    protected void apply(LotData data) {
        number = data.number();
        materialId = data.materialId();
        unit = data.unit();
        origin = data.origin();
        sourceId = data.sourceId();
        supplierLotNumber = data.supplierLotNumber();
        manufacturedOn = data.manufacturedOn();
        expiresOn = data.expiresOn();
        retestOn = data.retestOn();
    }
}
