package com.pharmaerp.api.equipment.domain;

import java.time.Instant;
import java.time.LocalDate;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.users.Signature;

/**
 * What happens to a piece of equipment, each with the part of it the event is about, before and after: its setup,
 * qualification, a cleaning, a calibration, a maintenance, a claim, its service. The logbook reads these from the
 * audit trail, so each carries what a logbook line shows.
 */
public sealed interface EquipmentEvent extends Event {

    /** The piece as created and patched. */
    record Setup(String code, String name, String kind, String locationId, boolean productContact, boolean instrument,
            Integer cleanHoldHours, Integer dirtyHoldHours, Integer maxCampaignBatches, Integer calibrationIntervalDays,
            Integer maintenanceIntervalDays) {
    }

    record QualificationState(LocalDate qualifiedUntil, String summary, Signature approval) {
    }

    record CleaningState(String cleaningId, String type, String procedure, String cleanedBy, Instant cleanedAt,
            boolean dirtyHoldExceeded, String status, Signature verification) {
    }

    record CalibrationState(String calibrationId, LocalDate performedOn, String result, String asFound, String asLeft,
            LocalDate calibrationDueOn, Signature signature) {
    }

    record MaintenanceState(String maintenanceId, String kind, String description, LocalDate maintenanceDueOn) {
    }

    /** A claim: the order, its lot, from when; {@code until} set once released. */
    record UseState(String orderId, String number, String lotId, String lotNumber, Instant since, Instant until) {
    }

    /** In service or not, why, and the signature of a return or retirement. */
    record ServiceState(String service, String reason, Signature signature) {
    }

    /** A due date the daily pass gave notice of. */
    record Due(LocalDate dueOn) {
    }

    @Override
    default String entityType() {
        return Equipment.NOUN;
    }

    @Override
    default String reason() {
        return null;
    }

    record Created(String entityId, Setup after) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.created", "A supervisor or QA registered a piece "
                + "of equipment: its code, kind, location, product contact, whether it is an instrument, its cleaning "
                + "rules and its calibration and maintenance intervals.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public Setup before() {
            return null;
        }
    }

    record Updated(String entityId, Setup before, Setup after) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.updated", "A supervisor or QA changed a piece's "
                + "name, location or intervals; due dates already set stay.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Qualified(String entityId, QualificationState before, QualificationState after, String reason)
            implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.qualified", "QA signed the piece's qualification "
                + "(IQ/OQ/PQ) with the date it holds until; the signature binds the piece's files.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Cleaned(String entityId, CleaningState after) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.cleaned", "An operator or supervisor recorded a "
                + "cleaning of the piece, pending a second person's verification; dirtyHoldExceeded when it began "
                + "after the dirty hold.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public CleaningState before() {
            return null;
        }
    }

    /** The verification as a record of its own, so the trail and the logbook show the whole cleaning verified. */
    record CleaningVerified(String entityId, CleaningState after, String reason) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.cleaning_verified", "A supervisor or QA other than "
                + "the cleaner verified the cleaning with a signature: the piece is clean from then.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public CleaningState before() {
            return null;
        }
    }

    record Calibrated(String entityId, CalibrationState after, String reason) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.calibrated", "A supervisor or QA signed a passing "
                + "calibration: the next one falls due an interval after it was performed.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public CalibrationState before() {
            return null;
        }
    }

    record CalibrationFailed(String entityId, CalibrationState after, String reason) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.calibration_failed", "A supervisor or QA signed a "
                + "calibration found out of tolerance: the piece is blocked until a later pass, and the calibration's "
                + "impact lists every use and lot since the last pass.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public CalibrationState before() {
            return null;
        }
    }

    record Maintained(String entityId, MaintenanceState after) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.maintained", "A supervisor recorded preventive "
                + "or corrective maintenance; a preventive one moves the next due date.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public MaintenanceState before() {
            return null;
        }
    }

    record Claimed(String entityId, UseState after) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.claimed", "A production order claimed the piece: "
                + "no other order may use it until the claim is released.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public UseState before() {
            return null;
        }
    }

    record Released(String entityId, UseState before, UseState after) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.released", "The order that claimed the piece "
                + "completed or was cancelled: a piece in product contact is dirty from then.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record OutOfService(String entityId, ServiceState before, ServiceState after, String reason)
            implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.out_of_service", "A supervisor or QA took the "
                + "piece out of service, with the reason.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record ReturnedToService(String entityId, ServiceState before, ServiceState after, String reason)
            implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.returned_to_service", "QA returned the piece to "
                + "service with a signature.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Retired(String entityId, ServiceState before, ServiceState after, String reason) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.retired", "QA retired the piece with a signature: "
                + "final, and nothing of its record is deleted.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record CalibrationDue(String entityId, Due after) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.calibration_due", "The daily pass: the piece's "
                + "calibration falls due within 7 days (once per due date).");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public Due before() {
            return null;
        }
    }

    record MaintenanceDue(String entityId, Due after) implements EquipmentEvent {

        public static final EventType TYPE = new EventType("equipment.maintenance_due", "The daily pass: the piece's "
                + "maintenance falls due within 7 days (once per due date).");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public Due before() {
            return null;
        }
    }
}
