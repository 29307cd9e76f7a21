package com.pharmaerp.api.quality.domain;

import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;

/** A departure from an approved procedure or limit, opened by anyone, closed by QA with a signature. */
public final class Deviation {

    public static final String ID_PREFIX = "dev";
    public static final String NUMBER_PREFIX = "DEV";
    public static final String NOUN = "deviation";
    public static final String OPEN = "open";
    public static final String CLOSED = "closed";

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String number;
    public String description;
    /** The ids of the records it concerns, in the order given. */
    public List<String> references;
    public String status = OPEN;
    public String createdBy;
    /** QA's signature of the closure; null while open. */
    public Signature closure;

    /** A new, open deviation at version 1. */
    public static Deviation open(String id, String number, DeviationData data, String createdBy, Instant now) {
        Deviation deviation = new Deviation();
        deviation.id = id;
        deviation.version = 1;
        deviation.createdAt = now;
        deviation.updatedAt = now;
        deviation.number = number;
        deviation.description = data.description();
        deviation.references = data.references();
        deviation.createdBy = createdBy;
        return deviation;
    }

    public DomainEvent opened() {
        return DomainEvent.created(NOUN, id, recorded(), null);
    }

    /** QA closes an open deviation: investigated, and its actions done. */
    public DomainEvent close(Signature signature, Instant now) {
        if (!OPEN.equals(status)) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Deviation " + number + " is " + status
                    + "; only an open deviation is closed.");
        }
        JsonNode before = recorded();
        status = CLOSED;
        closure = signature;
        version++;
        updatedAt = now;
        return DomainEvent.changed(NOUN + ".closed", NOUN, id, before, recorded(), signature.reason());
    }

    private JsonNode recorded() {
        return Recorded.of("number", number, "description", description, "references", references, "status", status,
                "createdBy", createdBy, "closure", closure);
    }
}
