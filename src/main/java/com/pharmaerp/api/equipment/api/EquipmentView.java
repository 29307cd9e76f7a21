package com.pharmaerp.api.equipment.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.equipment.domain.Blocker;
import com.pharmaerp.api.equipment.domain.Calibration;
import com.pharmaerp.api.equipment.domain.Claim;
import com.pharmaerp.api.equipment.domain.Cleaning;
import com.pharmaerp.api.equipment.domain.CleaningRules;
import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.equipment.domain.Qualification;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;

/** A piece of equipment as every read returns it: whether it may be used now, computed on the business clock. */
@Schema(name = "Equipment")
public record EquipmentView(@Schema(examples = "eq_3kP9xQ2mZ7vB1cD4") String id, @Schema(maxLength = 40) String code,
        @Schema(maxLength = 200) String name, @Schema(maxLength = 40) String kind, String locationId, boolean productContact,
        boolean instrument, @Schema(nullable = true) CleaningRulesJson cleaning,
        @Schema(nullable = true, minimum = "1", maximum = "3650") Integer calibrationIntervalDays,
        @Schema(nullable = true, minimum = "1", maximum = "3650") Integer maintenanceIntervalDays,
        @Schema(enumeration = { "retired", "out_of_service", "in_use", "dirty", "clean", "available" }) String status,
        @Schema(description = "True when blockers is empty.") boolean usable,
        @Schema(description = "Why it may not be used now, in this order: retired, out_of_service, not_qualified, "
                + "calibration_failed, calibration_overdue, maintenance_overdue, in_use, dirty, clean_hold_expired, "
                + "campaign_limit.", maxItems = 10, enumeration = { "retired", "out_of_service", "not_qualified",
                        "calibration_failed", "calibration_overdue", "maintenance_overdue", "in_use", "dirty",
                        "clean_hold_expired", "campaign_limit" }) List<String> blockers,
        @Schema(nullable = true, maxLength = 10) LocalDate qualifiedUntil, @Schema(nullable = true) QualificationJson qualification,
        @Schema(nullable = true) LastCleaningJson lastCleaning,
        @Schema(nullable = true, maxLength = 32, description = "Business time from which the piece counts clean.")
        Instant cleanSince,
        @Schema(nullable = true, maxLength = 32, description = "Business time from which the piece counts dirty.")
        Instant dirtySince,
        @Schema(nullable = true) String pendingCleaningId,
        @Schema(description = "Batches since the last major cleaning.", minimum = "0", maximum = "2147483647")
        int campaignBatches,
        @Schema(nullable = true) LastCalibrationJson lastCalibration,
        @Schema(nullable = true, maxLength = 10) LocalDate calibrationDueOn,
        @Schema(nullable = true, maxLength = 10) LocalDate maintenanceDueOn, @Schema(nullable = true) ClaimJson claimedBy,
        @Schema(nullable = true, description = "The deviation the daily pass opened for the last dirty-hold breach.")
        String deviationId,
        @Schema(nullable = true, maxLength = 2000) String outOfServiceReason,
        @Schema(nullable = true, description = "QA's signature of the last return to service.")
        Signature returnedToService, @Schema(nullable = true) Signature retirement, int version, Instant createdAt, Instant updatedAt)
        implements Versions.Versioned {

    @Schema(name = "EquipmentCleaningRules")
    public record CleaningRulesJson(@Schema(minimum = "1", maximum = "8760") int cleanHoldHours,
            @Schema(minimum = "1", maximum = "8760") int dirtyHoldHours,
            @Schema(nullable = true, minimum = "1", maximum = "1000") Integer maxCampaignBatches) {

        static CleaningRulesJson of(CleaningRules rules) {
            return rules == null ? null : new CleaningRulesJson(rules.cleanHoldHours(), rules.dirtyHoldHours(),
                    rules.maxCampaignBatches());
        }
    }

    @Schema(name = "EquipmentQualification")
    public record QualificationJson(LocalDate qualifiedUntil, @Schema(maxLength = 4000) String summary, Signature approval) {
    }

    @Schema(name = "EquipmentLastCleaning")
    public record LastCleaningJson(String id, @Schema(enumeration = { "minor", "major" }) String type,
            @Schema(maxLength = 21) String cleanedBy,
            @Schema(description = "Business time.") Instant cleanedAt,
            @Schema(description = "The second person's signature, meaning verification.") Signature verification,
            boolean dirtyHoldExceeded) {
    }

    @Schema(name = "EquipmentLastCalibration")
    public record LastCalibrationJson(String id, LocalDate performedOn, @Schema(enumeration = { "pass", "fail" }) String result) {
    }

    @Schema(name = "EquipmentClaim")
    public record ClaimJson(String orderId, @Schema(maxLength = 40) String orderNumber, @Schema(nullable = true) String lotId,
            @Schema(description = "Business time.") Instant since) {
    }

    /** The view on the unit's business clock. */
    public static EquipmentView of(Equipment e, UnitOfWork work) {
        List<String> blockers = e.blockers(work.businessNow(), work.today(), null).stream().map(Blocker::code).toList();
        Qualification q = e.qualification();
        Cleaning.LastCleaning c = e.lastCleaning();
        Calibration.Last cal = e.lastCalibration();
        Claim claim = e.claim();
        return new EquipmentView(e.id(), e.code(), e.name(), e.kind(), e.locationId(), e.productContact(), e.instrument(),
                CleaningRulesJson.of(e.cleaning()), e.calibrationIntervalDays(), e.maintenanceIntervalDays(),
                e.status().code(), blockers.isEmpty(), blockers, q == null ? null : q.qualifiedUntil(),
                q == null ? null : new QualificationJson(q.qualifiedUntil(), q.summary(), q.approval()),
                c == null ? null : new LastCleaningJson(c.id(), c.type().code(), c.cleanedBy(), c.cleanedAt(),
                        c.verification(), c.dirtyHoldExceeded()),
                e.cleanSince(), e.dirtySince(), e.pendingCleaningId(), e.campaignBatches(),
                cal == null ? null : new LastCalibrationJson(cal.id(), cal.performedOn(), cal.result().code()),
                e.calibrationDueOn(), e.maintenanceDueOn(),
                claim == null ? null : new ClaimJson(claim.orderId(), claim.number(), claim.lotId(), claim.since()),
                e.deviationId(), e.outOfServiceReason(), e.serviceReturn(), e.retirement(), e.version(), e.createdAt(), e.updatedAt());
    }
}
