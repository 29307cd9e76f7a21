package com.pharmaerp.api.training.domain;

import java.time.Instant;

import com.pharmaerp.api.platform.audit.DomainEvent;

/**
 * A training course: its code (unique per tenant, never changes), title, and how many months a
 * completion of it counts.
 */
public final class Course {

    public static final String ID_PREFIX = "crs";
    public static final String NOUN = "training_course";
    public static final int MIN_VALIDITY_MONTHS = 1;
    public static final int MAX_VALIDITY_MONTHS = 120;

    private final String id;
    private final Instant createdAt;
    private final String code;
    private int version;
    private Instant updatedAt;
    private String title;
    private int validityMonths;

    private Course(String id, int version, Instant createdAt, Instant updatedAt, String code, String title,
            int validityMonths) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.code = code;
        this.title = title;
        this.validityMonths = validityMonths;
    }

    /** A new course at version 1. */
    public static Course create(String id, String code, String title, int validityMonths, Instant now) {
        return new Course(id, 1, now, now, code, title, validityMonths);
    }

    /** A course as it was stored. */
    public static Course rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String code, String title,
            int validityMonths) {
        return new Course(id, version, createdAt, updatedAt, code, title, validityMonths);
    }

    public CourseEvent.Created created() {
        return new CourseEvent.Created(id, state());
    }

    /**
     * A new title or validity; records already signed keep the expiry they were given.
     *
     * @return the event, or null when nothing changes
     */
    public CourseEvent.Changed change(String newTitle, int newValidityMonths, Instant now) {
        CourseEvent.State before = state();
        CourseEvent.Changed changed = new CourseEvent.Changed(id, before, new CourseEvent.State(code, newTitle,
                newValidityMonths));
        if (DomainEvent.of(changed).changes().isEmpty()) {
            return null;
        }
        title = newTitle;
        validityMonths = newValidityMonths;
        version++;
        updatedAt = now;
        return changed;
    }

    private CourseEvent.State state() {
        return new CourseEvent.State(code, title, validityMonths);
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

    public String title() {
        return title;
    }

    public int validityMonths() {
        return validityMonths;
    }
}
