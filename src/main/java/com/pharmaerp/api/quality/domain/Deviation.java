package com.pharmaerp.api.quality.domain;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;

/** A departure from an approved procedure or limit, opened by anyone, closed by QA with a signature. */
public final class Deviation {

    public static final String ID_PREFIX = "dev";
    public static final String NUMBER_PREFIX = "DEV";
    public static final String NOUN = "deviation";

    /** open → closed. */
    public enum Status {
        OPEN, CLOSED;

        public static final String PATTERN = "open|closed";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private final String number;
    private final DeviationData data;
    private Status status;
    private final String createdBy;
    /** QA's signature of the closure; null while open. */
    private Signature closure;

    private Deviation(String id, int version, Instant createdAt, Instant updatedAt, String number, DeviationData data,
            Status status, String createdBy, Signature closure) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.data = data;
        this.status = status;
        this.createdBy = createdBy;
        this.closure = closure;
    }

    /** A new, open deviation at version 1. */
    public static Deviation open(String id, String number, DeviationData data, String createdBy, Instant now) {
        return new Deviation(id, 1, now, now, number, data, Status.OPEN, createdBy, null);
    }

    /** As it was stored. */
    public static Deviation rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number,
            DeviationData data, Status status, String createdBy, Signature closure) {
        return new Deviation(id, version, createdAt, updatedAt, number, data, status, createdBy, closure);
    }

    /** The event of its opening. */
    public DeviationEvent.Created opened() {
        return new DeviationEvent.Created(id, state());
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

    public String description() {
        return data.description();
    }

    /** The ids of the records it concerns, in the order given. */
    public List<String> references() {
        return data.references();
    }

    public Status status() {
        return status;
    }

    public String createdBy() {
        return createdBy;
    }

    /** @return null while open */
    public Signature closure() {
        return closure;
    }

    /**
     * QA closes an open deviation: investigated, and its actions done.
     *
     * @throws Refusal invalid_transition once closed
     */
    public DeviationEvent.Closed close(Signature signature, Instant now) {
        if (status != Status.OPEN) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Deviation " + number + " is " + status.id()
                    + "; only an open deviation is closed.");
        }
        DeviationState before = state();
        status = Status.CLOSED;
        closure = signature;
        version++;
        updatedAt = now;
        return new DeviationEvent.Closed(id, before, state(), signature.reason());
    }

    private DeviationState state() {
        return new DeviationState(number, description(), references(), status.id(), createdBy, closure);
    }
}
