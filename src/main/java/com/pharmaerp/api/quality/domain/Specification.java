package com.pharmaerp.api.quality.domain;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;

/**
 * One revision of a material's specification: the tests its lots are inspected against. A draft
 * is approved by QA; approving it supersedes the revision approved before. An approved
 * specification never changes: a new revision replaces it.
 */
@Entity
@Table(name = "specifications")
public class Specification extends TenantEntity<SpecificationData> {

    public static final String ID_PREFIX = "spec";

    private static final TypeReference<List<SpecificationTest>> TESTS = new TypeReference<>() {
    };

    @Column(name = "material_id")
    public String materialId;
    /** 1, 2, … per material; distinct from the record's version. */
    public int revision;
    public String status = SpecificationStatus.DRAFT.id();
    /** The tests as JSON (see {@link #tests()}). */
    @Column(name = "tests")
    public String testsJson;
    /** The analyst who wrote it: four eyes keep them from approving it. */
    @Column(name = "created_by")
    public String createdBy;
    /** QA's signature (JSON) of the approval; null while a draft. */
    public String approval;

    public SpecificationStatus status() {
        return SpecificationStatus.of(status);
    }

    public List<SpecificationTest> tests() {
        return StoredJson.read(testsJson, TESTS);
    }

    public Optional<SpecificationTest> test(String code) {
        return tests().stream().filter(test -> test.code().equals(code)).findFirst();
    }

    /** QA approves a draft (who did not write it: the service checks four eyes). */
    public void approve(Signature signature, Instant now) {
        requireStatus(SpecificationStatus.DRAFT, "only a draft is approved");
        status = SpecificationStatus.APPROVED.id();
        approval = signature.toJson();
        touched(now);
    }

    /**
     * The approved revision gives way to a later one being approved.
     *
     * @param by the revision being approved
     * @throws ProblemException 409 invalid_transition when that revision is older than this one
     */
    public void supersede(Specification by, Instant now) {
        requireStatus(SpecificationStatus.APPROVED, "only the approved revision is superseded");
        if (by.revision < revision) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Revision " + revision + " of the "
                    + "specification is approved; an older revision (" + by.revision + ") is not approved after it.");
        }
        status = SpecificationStatus.SUPERSEDED.id();
        touched(now);
    }

    private void requireStatus(SpecificationStatus required, String rule) {
        if (status() != required) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Revision " + revision + " of the "
                    + "specification is " + status + "; " + rule + ".");
        }
    }

    @Override
    public SpecificationData data() {
        return new SpecificationData(materialId, tests());
    }

    @Override
    protected void apply(SpecificationData data) {
        materialId = data.materialId();
        testsJson = StoredJson.write(data.tests());
    }
}
