package com.pharmaerp.api.equipment.domain;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import com.pharmaerp.api.equipment.EquipmentProblem;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A piece of equipment (docs/design/equipment.md): whether it may be used is never set by hand but computed from its
 * record on the business clock: retirement, service, qualification, calibration, maintenance, claim, cleaning and
 * hold times. Times of cleaning, use and claims are business time (real time plus the sandbox clock's offset).
 */
public final class Equipment {

    public static final String ID_PREFIX = "eq";
    public static final String NOUN = "equipment";
    public static final int MAX_KIND = 40;

    private final String id;
    private final Instant createdAt;
    private final String code;
    private final String kind;
    private final boolean productContact;
    private final boolean instrument;
    private final CleaningRules cleaning;
    private int version;
    private Instant updatedAt;
    private String name;
    private String locationId;
    private Integer calibrationIntervalDays;
    private Integer maintenanceIntervalDays;
    private Qualification qualification;
    private String outOfServiceReason;
    private Signature serviceReturn;
    private Signature retirement;
    private Instant cleanSince;
    private Instant dirtySince;
    private String pendingCleaningId;
    private Cleaning.LastCleaning lastCleaning;
    private int campaignBatches;
    private LocalDate calibrationDueOn;
    private boolean calibrationFailed;
    private Calibration.Last lastCalibration;
    private LocalDate maintenanceDueOn;
    private Claim claim;
    private String deviationId;

    private Equipment(String id, int version, Instant createdAt, Instant updatedAt, String code, String name, String kind,
            String locationId, boolean productContact, boolean instrument, CleaningRules cleaning,
            Integer calibrationIntervalDays, Integer maintenanceIntervalDays) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.code = code;
        this.name = name;
        this.kind = kind;
        this.locationId = locationId;
        this.productContact = productContact;
        this.instrument = instrument;
        this.cleaning = cleaning;
        this.calibrationIntervalDays = calibrationIntervalDays;
        this.maintenanceIntervalDays = maintenanceIntervalDays;
    }

    /** What a piece records over its life, as stored. */
    public record History(Qualification qualification, String outOfServiceReason, Signature serviceReturn,
            Signature retirement,
            Instant cleanSince, Instant dirtySince, String pendingCleaningId, Cleaning.LastCleaning lastCleaning,
            int campaignBatches, LocalDate calibrationDueOn, boolean calibrationFailed, Calibration.Last lastCalibration,
            LocalDate maintenanceDueOn, Claim claim, String deviationId) {
    }

    /**
     * A new piece at version 1. Maintenance, where it has an interval, falls due an interval after the business date
     * it was registered on; calibration is due at once (an instrument never calibrated is overdue).
     *
     * @throws Refusal validation_failed: product contact without cleaning rules, an instrument without a calibration
     *         interval
     */
    public static Equipment create(String id, String code, String name, String kind, String locationId,
            boolean productContact, boolean instrument, CleaningRules cleaning, Integer calibrationIntervalDays,
            Integer maintenanceIntervalDays, LocalDate today, Instant now) {
        List<Problem.FieldError> errors = new ArrayList<>();
        if (productContact && cleaning == null) {
            errors.add(new Problem.FieldError("cleaning", "is required for equipment in product contact"));
        }
        if (!productContact && cleaning != null) {
            errors.add(new Problem.FieldError("cleaning", "applies only to equipment in product contact"));
        }
        if (instrument && calibrationIntervalDays == null) {
            errors.add(new Problem.FieldError("calibrationIntervalDays", "is required for an instrument"));
        }
        if (!errors.isEmpty()) {
            throw new Refusal(PlatformProblem.VALIDATION_FAILED, "The equipment cannot be registered as described.",
                    errors);
        }
        Equipment created = new Equipment(id, 1, now, now, code, name, kind, locationId, productContact, instrument,
                cleaning, calibrationIntervalDays, maintenanceIntervalDays);
        created.maintenanceDueOn = maintenanceIntervalDays == null ? null : today.plusDays(maintenanceIntervalDays);
        return created;
    }

    /** A piece as it was stored. */
    public static Equipment rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String code,
            String name, String kind, String locationId, boolean productContact, boolean instrument,
            CleaningRules cleaning, Integer calibrationIntervalDays, Integer maintenanceIntervalDays, History history) {
        Equipment e = new Equipment(id, version, createdAt, updatedAt, code, name, kind, locationId, productContact,
                instrument, cleaning, calibrationIntervalDays, maintenanceIntervalDays);
        e.qualification = history.qualification();
        e.outOfServiceReason = history.outOfServiceReason();
        e.serviceReturn = history.serviceReturn();
        e.retirement = history.retirement();
        e.cleanSince = history.cleanSince();
        e.dirtySince = history.dirtySince();
        e.pendingCleaningId = history.pendingCleaningId();
        e.lastCleaning = history.lastCleaning();
        e.campaignBatches = history.campaignBatches();
        e.calibrationDueOn = history.calibrationDueOn();
        e.calibrationFailed = history.calibrationFailed();
        e.lastCalibration = history.lastCalibration();
        e.maintenanceDueOn = history.maintenanceDueOn();
        e.claim = history.claim();
        e.deviationId = history.deviationId();
        return e;
    }

    public EquipmentEvent.Created created() {
        return new EquipmentEvent.Created(id, setup());
    }

    /**
     * A new name, location or intervals; due dates already set stay.
     *
     * @return the event, or null when nothing changes
     * @throws Refusal validation_failed: an instrument without a calibration interval
     */
    public EquipmentEvent.Updated change(String newName, String newLocationId, Integer newCalibrationIntervalDays,
            Integer newMaintenanceIntervalDays, Instant now) {
        if (instrument && newCalibrationIntervalDays == null) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "calibrationIntervalDays",
                    "calibrationIntervalDays is required for an instrument.");
        }
        EquipmentEvent.Setup before = setup();
        EquipmentEvent.Setup after = new EquipmentEvent.Setup(code, newName, kind, newLocationId, productContact,
                instrument, cleanHoldHours(), dirtyHoldHours(), maxCampaignBatches(), newCalibrationIntervalDays,
                newMaintenanceIntervalDays);
        EquipmentEvent.Updated updated = new EquipmentEvent.Updated(id, before, after);
        if (DomainEvent.of(updated).changes().isEmpty()) {
            return null;
        }
        name = newName;
        locationId = newLocationId;
        calibrationIntervalDays = newCalibrationIntervalDays;
        maintenanceIntervalDays = newMaintenanceIntervalDays;
        return touched(now, updated);
    }

    /**
     * QA's signed qualification through {@code qualifiedUntil}.
     *
     * @throws Refusal invalid_transition once retired; validation_failed for a date before the business date
     */
    public EquipmentEvent.Qualified qualify(LocalDate qualifiedUntil, String summary, Signature approval,
            LocalDate today, Instant now) {
        requireNotRetired("be qualified");
        if (qualifiedUntil.isBefore(today)) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "qualifiedUntil", "qualifiedUntil " + qualifiedUntil
                    + " is in the past (the business date is " + today + ").");
        }
        EquipmentEvent.QualificationState before = qualificationState();
        qualification = new Qualification(qualifiedUntil, summary, approval);
        return touched(now, new EquipmentEvent.Qualified(id, before, qualificationState(), approval.reason()));
    }

    /** A cleaning begun, and the event that records it. */
    public record CleaningStarted(Cleaning cleaning, EquipmentEvent.Cleaned event) {
    }

    /**
     * A cleaning recorded by whoever cleaned, pending verification; begun after the dirty hold it is marked so.
     *
     * @throws Refusal invalid_transition once retired, without product contact, or while another cleaning awaits
     *         verification; in_use while an order holds the piece
     */
    public CleaningStarted startCleaning(String cleaningId, Cleaning.Type type, String procedure, String cleanedBy,
            Instant businessNow, Instant now) {
        requireNotRetired("be cleaned");
        if (!productContact) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Equipment " + code + " has no product contact: "
                    + "it has no cleaning to record.");
        }
        if (claim != null) {
            throw new Refusal(EquipmentProblem.IN_USE, "Equipment " + code + " is in use by order " + claim.number()
                    + "; it is cleaned once the order releases it.");
        }
        if (pendingCleaningId != null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Equipment " + code + " has a cleaning awaiting "
                    + "verification (" + pendingCleaningId + "); verify it first.");
        }
        boolean late = dirtySince != null && businessNow.isAfter(dirtySince.plus(Duration.ofHours(
                cleaning.dirtyHoldHours())));
        Cleaning started = Cleaning.start(cleaningId, id, type, procedure, cleanedBy, businessNow, late);
        pendingCleaningId = cleaningId;
        return new CleaningStarted(started, touched(now, new EquipmentEvent.Cleaned(id, started.state())));
    }

    /**
     * A second person's signed verification of the pending cleaning: the piece is clean from the verification's
     * business time, and a major cleaning starts a new campaign.
     *
     * @throws Refusal invalid_transition unless it is the piece's cleaning awaiting verification
     */
    public EquipmentEvent.CleaningVerified verifyCleaning(Cleaning pending, Signature verification, Instant businessNow,
            Instant now) {
        if (pending.status() != Cleaning.Status.PENDING_VERIFICATION || !pending.id().equals(pendingCleaningId)) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Cleaning " + pending.id() + " is "
                    + pending.status().code() + "; only the cleaning awaiting verification is verified.");
        }
        pending.verify(verification);
        pendingCleaningId = null;
        dirtySince = null;
        cleanSince = businessNow;
        lastCleaning = pending.summary();
        if (pending.type() == Cleaning.Type.MAJOR) {
            campaignBatches = 0;
        }
        return touched(now, new EquipmentEvent.CleaningVerified(id, pending.state(), verification.reason()));
    }

    /** A calibration recorded, and the event: {@code equipment.calibrated} or {@code equipment.calibration_failed}. */
    public record CalibrationRecorded(Calibration calibration, EquipmentEvent event) {
    }

    /**
     * A signed calibration. A pass sets the next due date an interval after it was performed and lifts a failure; a
     * fail blocks the piece until a later pass.
     *
     * @throws Refusal invalid_transition once retired or without a calibration interval; validation_failed for a date
     *         after the business date or before the last calibration's
     */
    public CalibrationRecorded calibrate(String calibrationId, LocalDate performedOn, Calibration.Result result,
            String asFound, String asLeft, Signature signature, LocalDate today, Instant businessNow, Instant now) {
        requireNotRetired("be calibrated");
        if (calibrationIntervalDays == null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Equipment " + code + " has no calibration "
                    + "interval; set calibrationIntervalDays to calibrate it.");
        }
        if (performedOn.isAfter(today)) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "performedOn", "performedOn " + performedOn
                    + " is after the business date " + today + ".");
        }
        if (lastCalibration != null && performedOn.isBefore(lastCalibration.performedOn())) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "performedOn", "performedOn " + performedOn
                    + " is before the last calibration's, " + lastCalibration.performedOn() + ".");
        }
        boolean pass = result == Calibration.Result.PASS;
        LocalDate nextDueOn = pass ? performedOn.plusDays(calibrationIntervalDays) : null;
        Calibration calibration = new Calibration(calibrationId, performedOn, result, asFound, asLeft, signature,
                nextDueOn, businessNow);
        if (pass) {
            calibrationDueOn = nextDueOn;
        }
        calibrationFailed = !pass;
        lastCalibration = calibration.last();
        EquipmentEvent.CalibrationState state = new EquipmentEvent.CalibrationState(calibrationId, performedOn,
                result.code(), asFound, asLeft, calibrationDueOn, signature);
        EquipmentEvent event = pass ? new EquipmentEvent.Calibrated(id, state, signature.reason())
                : new EquipmentEvent.CalibrationFailed(id, state, signature.reason());
        return new CalibrationRecorded(calibration, touched(now, event));
    }

    /** A maintenance recorded, and its event. */
    public record MaintenanceRecorded(Maintenance maintenance, EquipmentEvent.Maintained event) {
    }

    /**
     * Maintenance done; a preventive one sets the next due date an interval after the business date.
     *
     * @throws Refusal invalid_transition once retired
     */
    public MaintenanceRecorded maintain(String maintenanceId, Maintenance.Kind kind, String description,
            String performedBy, LocalDate today, Instant businessNow, Instant now) {
        requireNotRetired("be maintained");
        if (kind == Maintenance.Kind.PREVENTIVE && maintenanceIntervalDays != null) {
            maintenanceDueOn = today.plusDays(maintenanceIntervalDays);
        }
        Maintenance maintenance = new Maintenance(maintenanceId, kind, description, performedBy, businessNow,
                kind == Maintenance.Kind.PREVENTIVE ? maintenanceDueOn : null);
        return new MaintenanceRecorded(maintenance, touched(now, new EquipmentEvent.Maintained(id,
                new EquipmentEvent.MaintenanceState(maintenanceId, kind.code(), description, maintenanceDueOn))));
    }

    /** @throws Refusal invalid_transition once retired or already out of service */
    public EquipmentEvent.OutOfService takeOutOfService(String reason, Instant now) {
        requireNotRetired("be taken out of service");
        if (outOfServiceReason != null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Equipment " + code + " is already out of service.");
        }
        EquipmentEvent.ServiceState before = serviceState(null);
        outOfServiceReason = reason;
        return touched(now, new EquipmentEvent.OutOfService(id, before, serviceState(null), reason));
    }

    /** @throws Refusal invalid_transition unless out of service */
    public EquipmentEvent.ReturnedToService returnToService(Signature approval, Instant now) {
        requireNotRetired("return to service");
        if (outOfServiceReason == null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Equipment " + code + " is in service.");
        }
        EquipmentEvent.ServiceState before = serviceState(null);
        outOfServiceReason = null;
        serviceReturn = approval;
        return touched(now, new EquipmentEvent.ReturnedToService(id, before, serviceState(approval), approval.reason()));
    }

    /** Final: nothing is deleted. @throws Refusal invalid_transition once retired; in_use while an order holds it */
    public EquipmentEvent.Retired retire(Signature approval, Instant now) {
        requireNotRetired("be retired");
        if (claim != null) {
            throw new Refusal(EquipmentProblem.IN_USE, "Equipment " + code + " is in use by order " + claim.number()
                    + "; it is retired once the order releases it.");
        }
        EquipmentEvent.ServiceState before = serviceState(null);
        retirement = approval;
        return touched(now, new EquipmentEvent.Retired(id, before, serviceState(approval), approval.reason()));
    }

    /**
     * An order claims the piece for the lot it makes; a claim the same order already holds changes nothing.
     *
     * @return the event, or null when the order already holds it
     * @throws Refusal equipment_not_usable naming each blocker on {@code equipmentId}
     */
    public EquipmentEvent.Claimed claim(Use use, Instant businessNow, LocalDate today, Instant now) {
        if (claim != null && claim.orderId().equals(use.recordId())) {
            return null;
        }
        requireUsable("equipmentId", blockers(businessNow, today, use.recordId()));
        claim = new Claim(use.recordId(), use.number(), use.lotId(), use.lotNumber(), businessNow);
        return touched(now, new EquipmentEvent.Claimed(id, useState(null)));
    }

    /**
     * The order that held the piece completed or was cancelled: a piece in product contact is dirty from now and its
     * campaign counts one more batch.
     *
     * @return the event, or null when no order holds it
     */
    public EquipmentEvent.Released release(Instant businessNow, Instant now) {
        if (claim == null) {
            return null;
        }
        EquipmentEvent.UseState before = useState(null);
        EquipmentEvent.UseState after = useState(businessNow);
        if (productContact) {
            dirtySince = businessNow;
            campaignBatches++;
        }
        claim = null;
        return touched(now, new EquipmentEvent.Released(id, before, after));
    }

    /**
     * An instrument recording a result now must be an instrument and usable.
     *
     * @param field how the caller's body names the piece, e.g. {@code instrumentId}
     * @throws Refusal validation_failed when the piece is not an instrument; equipment_not_usable naming each blocker
     */
    public void requireUsableInstrument(String field, Instant businessNow, LocalDate today) {
        if (!instrument) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, field, "Equipment " + code + " is not an "
                    + "instrument.");
        }
        requireUsable(field, blockers(businessNow, today, null));
    }

    /** The daily pass opened a deviation for the piece's dirty-hold breach. */
    public void noteHoldBreach(String deviation, Instant now) {
        deviationId = deviation;
        version++;
        updatedAt = now;
    }

    /**
     * Why the piece may not be used now, in the design's order.
     *
     * @param claimant the order asking to use it (its own claim does not block it), or null
     */
    public List<Blocker> blockers(Instant businessNow, LocalDate today, String claimant) {
        List<Blocker> blockers = new ArrayList<>();
        if (retirement != null) {
            blockers.add(Blocker.RETIRED);
        }
        if (outOfServiceReason != null) {
            blockers.add(Blocker.OUT_OF_SERVICE);
        }
        if (qualification == null || qualification.qualifiedUntil().isBefore(today)) {
            blockers.add(Blocker.NOT_QUALIFIED);
        }
        if (calibrationFailed) {
            blockers.add(Blocker.CALIBRATION_FAILED);
        }
        if (calibrationIntervalDays != null && (calibrationDueOn == null || calibrationDueOn.isBefore(today))) {
            blockers.add(Blocker.CALIBRATION_OVERDUE);
        }
        if (maintenanceDueOn != null && maintenanceDueOn.isBefore(today)) {
            blockers.add(Blocker.MAINTENANCE_OVERDUE);
        }
        if (claim != null && !claim.orderId().equals(claimant)) {
            blockers.add(Blocker.IN_USE);
        }
        if (productContact && claim == null) {
            if (dirty()) {
                blockers.add(Blocker.DIRTY);
            } else if (businessNow.isAfter(cleanSince.plus(Duration.ofHours(cleaning.cleanHoldHours())))) {
                blockers.add(Blocker.CLEAN_HOLD_EXPIRED);
            }
        }
        if (productContact && cleaning.maxCampaignBatches() != null && campaignBatches >= cleaning.maxCampaignBatches()) {
            blockers.add(Blocker.CAMPAIGN_LIMIT);
        }
        return blockers;
    }

    public EquipmentStatus status() {
        if (retirement != null) {
            return EquipmentStatus.RETIRED;
        }
        if (outOfServiceReason != null) {
            return EquipmentStatus.OUT_OF_SERVICE;
        }
        if (claim != null) {
            return EquipmentStatus.IN_USE;
        }
        if (!productContact) {
            return EquipmentStatus.AVAILABLE;
        }
        return dirty() ? EquipmentStatus.DIRTY : EquipmentStatus.CLEAN;
    }

    /** Never verified clean, or used since its last verified cleaning. */
    private boolean dirty() {
        return cleanSince == null || dirtySince != null;
    }

    private void requireUsable(String field, List<Blocker> blockers) {
        if (blockers.isEmpty()) {
            return;
        }
        throw new Refusal(EquipmentProblem.EQUIPMENT_NOT_USABLE, "Equipment " + code + " may not be used now: "
                + String.join(", ", blockers.stream().map(Blocker::code).toList()) + ".",
                blockers.stream().map(b -> new Problem.FieldError(field, b.code())).toList());
    }

    private void requireNotRetired(String what) {
        if (retirement != null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Equipment " + code + " is retired; it cannot "
                    + what + ".");
        }
    }

    private <E> E touched(Instant now, E event) {
        version++;
        updatedAt = now;
        return event;
    }

    private EquipmentEvent.Setup setup() {
        return new EquipmentEvent.Setup(code, name, kind, locationId, productContact, instrument, cleanHoldHours(),
                dirtyHoldHours(), maxCampaignBatches(), calibrationIntervalDays, maintenanceIntervalDays);
    }

    private EquipmentEvent.QualificationState qualificationState() {
        return qualification == null ? null : new EquipmentEvent.QualificationState(qualification.qualifiedUntil(),
                qualification.summary(), qualification.approval());
    }

    private EquipmentEvent.ServiceState serviceState(Signature signature) {
        String service = retirement != null ? "retired" : outOfServiceReason != null ? "out_of_service" : "in_service";
        return new EquipmentEvent.ServiceState(service, outOfServiceReason, signature);
    }

    private EquipmentEvent.UseState useState(Instant until) {
        return new EquipmentEvent.UseState(claim.orderId(), claim.number(), claim.lotId(), claim.lotNumber(),
                claim.since(), until);
    }

    private Integer cleanHoldHours() {
        return cleaning == null ? null : cleaning.cleanHoldHours();
    }

    private Integer dirtyHoldHours() {
        return cleaning == null ? null : cleaning.dirtyHoldHours();
    }

    private Integer maxCampaignBatches() {
        return cleaning == null ? null : cleaning.maxCampaignBatches();
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

    public String code() {
        return code;
    }

    public String name() {
        return name;
    }

    public String kind() {
        return kind;
    }

    public String locationId() {
        return locationId;
    }

    public boolean productContact() {
        return productContact;
    }

    public boolean instrument() {
        return instrument;
    }

    /** Null without product contact. */
    public CleaningRules cleaning() {
        return cleaning;
    }

    public Integer calibrationIntervalDays() {
        return calibrationIntervalDays;
    }

    public Integer maintenanceIntervalDays() {
        return maintenanceIntervalDays;
    }

    public Qualification qualification() {
        return qualification;
    }

    public String outOfServiceReason() {
        return outOfServiceReason;
    }

    /** QA's signature of the last return to service, or null. */
    public Signature serviceReturn() {
        return serviceReturn;
    }

    public Signature retirement() {
        return retirement;
    }

    public Instant cleanSince() {
        return cleanSince;
    }

    public Instant dirtySince() {
        return dirtySince;
    }

    public String pendingCleaningId() {
        return pendingCleaningId;
    }

    public Cleaning.LastCleaning lastCleaning() {
        return lastCleaning;
    }

    public int campaignBatches() {
        return campaignBatches;
    }

    public LocalDate calibrationDueOn() {
        return calibrationDueOn;
    }

    public boolean calibrationFailed() {
        return calibrationFailed;
    }

    public Calibration.Last lastCalibration() {
        return lastCalibration;
    }

    public LocalDate maintenanceDueOn() {
        return maintenanceDueOn;
    }

    public Claim claim() {
        return claim;
    }

    public String deviationId() {
        return deviationId;
    }
}
