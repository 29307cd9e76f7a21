package com.pharmaerp.api.training.domain;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signature;

/**
 * While active, whoever signs with {@code meaning} on a record of {@code entityType} must hold a
 * current training record of each of {@code courseIds}. Created and retired by QA's signature.
 */
public final class Requirement {

    public static final String ID_PREFIX = "treq";
    public static final String NOUN = "training_requirement";

    /** Active, then retired. */
    public enum Status {
        ACTIVE, RETIRED;

        public static final String PATTERN = "active|retired";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    private final String id;
    private final Instant createdAt;
    private final String entityType;
    private final Meaning meaning;
    private final List<String> courseIds;
    private final Signature approval;
    private int version;
    private Instant updatedAt;
    private Status status;
    private Signature retirement;

    private Requirement(String id, int version, Instant createdAt, Instant updatedAt, String entityType, Meaning meaning,
            List<String> courseIds, Status status, Signature approval, Signature retirement) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.entityType = entityType;
        this.meaning = meaning;
        this.courseIds = courseIds.stream().distinct().sorted().toList();
        this.status = status;
        this.approval = approval;
        this.retirement = retirement;
    }

    /** QA's signed requirement, active at version 1; the course ids kept once each, sorted. */
    public static Requirement create(String id, String entityType, Meaning meaning, List<String> courseIds,
            Signature approval, Instant now) {
        return new Requirement(id, 1, now, now, entityType, meaning, courseIds, Status.ACTIVE, approval, null);
    }

    /** A requirement as it was stored. */
    public static Requirement rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String entityType,
            Meaning meaning, List<String> courseIds, Status status, Signature approval, Signature retirement) {
        return new Requirement(id, version, createdAt, updatedAt, entityType, meaning, courseIds, status, approval,
                retirement);
    }

    public RequirementEvent.Created created() {
        return new RequirementEvent.Created(id, state(), approval.reason());
    }

    /** QA retires an active requirement: signatures no longer need its courses. */
    public RequirementEvent.Retired retire(Signature signature, Instant now) {
        States.allow(status, "Training requirement " + id, "only an active requirement is retired", Status.ACTIVE);
        RequirementEvent.State before = state();
        status = Status.RETIRED;
        retirement = signature;
        version++;
        updatedAt = now;
        return new RequirementEvent.Retired(id, before, state(), signature.reason());
    }

    /** Whether a signature with this meaning on a record of this entity type needs the requirement's courses. */
    public boolean appliesTo(String signedEntityType, Meaning signedMeaning) {
        return status == Status.ACTIVE && entityType.equals(signedEntityType) && meaning == signedMeaning;
    }

    private RequirementEvent.State state() {
        return new RequirementEvent.State(entityType, meaning.id(), courseIds, status.id(), approval, retirement);
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

    public String entityType() {
        return entityType;
    }

    public Meaning meaning() {
        return meaning;
    }

    /** Once each, sorted. */
    public List<String> courseIds() {
        return courseIds;
    }

    public Status status() {
        return status;
    }

    public Signature approval() {
        return approval;
    }

    public Signature retirement() {
        return retirement;
    }
}
