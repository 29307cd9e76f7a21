package com.pharmaerp.api.quality.domain;

import java.time.Instant;
import java.util.List;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;

/** A departure from an approved procedure or limit, opened by anyone, closed by QA with a signature. */
@Entity
@Table(name = "deviations")
public class Deviation extends TenantEntity<DeviationData> {

    public static final String ID_PREFIX = "dev";
    public static final String NUMBER_PREFIX = "DEV";
    public static final String OPEN = "open";
    public static final String CLOSED = "closed";

    private static final TypeReference<List<String>> IDS = new TypeReference<>() {
    };

    public String number;
    public String description;
    /** The ids it concerns, as a JSON array of strings. */
    @Column(name = "refs")
    public String referencesJson;
    public String status = OPEN;
    @Column(name = "created_by")
    public String createdBy;
    /** QA's signature (JSON) of the closure; null while open. */
    public String closure;

    public List<String> references() {
        return StoredJson.read(referencesJson, IDS);
    }

    /** QA closes an open deviation: investigated, and its actions done. */
    public void close(Signature signature, Instant now) {
        if (!OPEN.equals(status)) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Deviation " + number + " is " + status
                    + "; only an open deviation is closed.");
        }
        status = CLOSED;
        closure = signature.toJson();
        touched(now);
    }

    @Override
    public DeviationData data() {
        return new DeviationData(description, references());
    }

    @Override
    protected void apply(DeviationData data) {
        description = data.description();
        referencesJson = StoredJson.write(data.references());
    }
}
