package com.pharmaerp.api.quality.domain;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.Signature;

/** One revision of a material's specification: the tests its lots are inspected against. */
public final class Specification {

    public static final String ID_PREFIX = "spec";
    public static final String NOUN = "specification";

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private final SpecificationData data;
    /** Replaced by the next one on each transition. */
    private Revision revision;

    private Specification(String id, int version, Instant createdAt, Instant updatedAt, SpecificationData data,
            Revision revision) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.data = data;
        this.revision = revision;
    }

    /** A new draft at version 1, revision {@code number} of the material's, written by {@code createdBy}. */
    public static Specification draft(String id, SpecificationData data, int number, String createdBy, Instant now) {
        return new Specification(id, 1, now, now, data, Revision.draft(number, createdBy));
    }

    /** As it was stored. */
    public static Specification rehydrate(String id, int version, Instant createdAt, Instant updatedAt, SpecificationData data,
            Revision revision) {
        return new Specification(id, version, createdAt, updatedAt, data, revision);
    }

    /** The event of its writing. */
    public SpecificationEvent.Created created() {
        return new SpecificationEvent.Created(id, state());
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

    public String materialId() {
        return data.materialId();
    }

    public List<SpecificationTest> tests() {
        return data.tests();
    }

    /** 1, 2, … per material; not the record's version. */
    public int revisionNumber() {
        return revision.number();
    }

    public Revision.Status status() {
        return revision.status();
    }

    /** Who wrote it: four eyes keep them from approving it. */
    public String createdBy() {
        return revision.createdBy();
    }

    /** @return null while a draft */
    public Signature approval() {
        return revision.approval();
    }

    public Optional<SpecificationTest> test(String code) {
        return tests().stream().filter(test -> test.code().equals(code)).findFirst();
    }

    /**
     * QA approves the draft.
     *
     * @throws com.pharmaerp.api.platform.problem.Refusal invalid_transition for a revision that is no draft
     */
    public SpecificationEvent.Approved approve(Signature signature, Instant now) {
        SpecificationState before = state();
        revision = revision.approve(NOUN, signature);
        touched(now);
        return new SpecificationEvent.Approved(id, before, state(), signature.reason());
    }

    /**
     * The approved revision gives way to the later one, numbered {@code by}, being approved.
     *
     * @throws com.pharmaerp.api.platform.problem.Refusal invalid_transition unless approved and older
     */
    public SpecificationEvent.Superseded supersede(int by, Instant now) {
        SpecificationState before = state();
        revision = revision.supersede(NOUN, by);
        touched(now);
        return new SpecificationEvent.Superseded(id, before, state(), Revision.supersededBy(by));
    }

    private SpecificationState state() {
        return new SpecificationState(revision.number(), revision.status().id(), revision.createdBy(),
                revision.approval(), materialId(), tests());
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }
}
