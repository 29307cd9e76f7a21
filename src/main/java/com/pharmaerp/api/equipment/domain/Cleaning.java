package com.pharmaerp.api.equipment.domain;

import java.time.Instant;
import java.util.Locale;

import com.pharmaerp.api.platform.users.Signature;

/**
 * A cleaning of a piece in product contact: recorded by whoever cleaned, pending until a supervisor or QA other than
 * them verifies it with a signature. Times are business time.
 */
public final class Cleaning {

    public static final String ID_PREFIX = "cln";

    public enum Type {
        MINOR, MAJOR;

        public static final String PATTERN = "minor|major";

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public enum Status {
        PENDING_VERIFICATION, VERIFIED;

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final String id;
    private final String equipmentId;
    private final Type type;
    private final String procedure;
    private final String cleanedBy;
    private final Instant cleanedAt;
    private final boolean dirtyHoldExceeded;
    private Status status;
    private Signature verification;

    private Cleaning(String id, String equipmentId, Type type, String procedure, String cleanedBy, Instant cleanedAt,
            boolean dirtyHoldExceeded, Status status, Signature verification) {
        this.id = id;
        this.equipmentId = equipmentId;
        this.type = type;
        this.procedure = procedure;
        this.cleanedBy = cleanedBy;
        this.cleanedAt = cleanedAt;
        this.dirtyHoldExceeded = dirtyHoldExceeded;
        this.status = status;
        this.verification = verification;
    }

    static Cleaning start(String id, String equipmentId, Type type, String procedure, String cleanedBy, Instant cleanedAt,
            boolean dirtyHoldExceeded) {
        return new Cleaning(id, equipmentId, type, procedure, cleanedBy, cleanedAt, dirtyHoldExceeded,
                Status.PENDING_VERIFICATION, null);
    }

    public static Cleaning rehydrate(String id, String equipmentId, Type type, String procedure, String cleanedBy,
            Instant cleanedAt, boolean dirtyHoldExceeded, Status status, Signature verification) {
        return new Cleaning(id, equipmentId, type, procedure, cleanedBy, cleanedAt, dirtyHoldExceeded, status,
                verification);
    }

    void verify(Signature signature) {
        status = Status.VERIFIED;
        verification = signature;
    }

    /** The audited form of the cleaning. */
    EquipmentEvent.CleaningState state() {
        return new EquipmentEvent.CleaningState(id, type.code(), procedure, cleanedBy, cleanedAt, dirtyHoldExceeded,
                status.code(), verification);
    }

    /** What the piece's view shows of its last verified cleaning. */
    LastCleaning summary() {
        return new LastCleaning(id, type, cleanedBy, cleanedAt, verification, dirtyHoldExceeded);
    }

    public String id() {
        return id;
    }

    public String equipmentId() {
        return equipmentId;
    }

    public Type type() {
        return type;
    }

    public String procedure() {
        return procedure;
    }

    public String cleanedBy() {
        return cleanedBy;
    }

    public Instant cleanedAt() {
        return cleanedAt;
    }

    public boolean dirtyHoldExceeded() {
        return dirtyHoldExceeded;
    }

    public Status status() {
        return status;
    }

    /** Null while pending. */
    public Signature verification() {
        return verification;
    }

    /**
     * A piece's last verified cleaning as its view shows it, with the verifier's signature (its time is real time; the
     * piece counts clean from the business time of the verification, {@code cleanSince}).
     */
    public record LastCleaning(String id, Type type, String cleanedBy, Instant cleanedAt, Signature verification,
            boolean dirtyHoldExceeded) {
    }
}
