package com.pharmaerp.api.training.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Locale;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Qualification;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A person's completion of a course, signed by a trainer who is not the trainee (meaning
 * verification). Never edited or deleted: a newer record of the same course supersedes it. It counts
 * (is current) on the business dates before {@code expiresOn}.
 */
public final class TrainingRecord {

    public static final String ID_PREFIX = "trn";
    public static final String NOUN = "training_record";

    /** Where a person stands with a course on a business date. */
    public enum Status {
        CURRENT, EXPIRED, MISSING;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** @param expiresOn the expiry of the person's newest record of the course, null for none */
        public static Status on(LocalDate expiresOn, LocalDate businessDate) {
            if (expiresOn == null) {
                return MISSING;
            }
            return Qualification.currentOn(expiresOn, businessDate) ? CURRENT : EXPIRED;
        }
    }

    private final String id;
    private final Instant createdAt;
    private final String userId;
    private final String courseId;
    private final String courseCode;
    private final LocalDate completedOn;
    private final LocalDate expiresOn;
    private final Signature trainerSignature;

    private TrainingRecord(String id, Instant createdAt, String userId, String courseId, String courseCode,
            LocalDate completedOn, LocalDate expiresOn, Signature trainerSignature) {
        this.id = id;
        this.createdAt = createdAt;
        this.userId = userId;
        this.courseId = courseId;
        this.courseCode = courseCode;
        this.completedOn = completedOn;
        this.expiresOn = expiresOn;
        this.trainerSignature = trainerSignature;
    }

    /**
     * A completion is recorded on or after the day it happened, never ahead of it.
     *
     * @throws Refusal validation_failed naming {@code completedOn} for a date after the business date
     */
    public static void requireCompleted(LocalDate completedOn, LocalDate businessDate) {
        if (completedOn.isAfter(businessDate)) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "completedOn", "must not be after the business date "
                    + businessDate);
        }
    }

    /** The trainer's signed record that the user completed the course: it expires validityMonths after completion. */
    public static TrainingRecord complete(String id, String userId, Course course, LocalDate completedOn,
            Signature trainerSignature, Instant now) {
        return new TrainingRecord(id, now, userId, course.id(), course.code(), completedOn,
                completedOn.plusMonths(course.validityMonths()), trainerSignature);
    }

    /** A record as it was stored. */
    public static TrainingRecord rehydrate(String id, Instant createdAt, String userId, String courseId, String courseCode,
            LocalDate completedOn, LocalDate expiresOn, Signature trainerSignature) {
        return new TrainingRecord(id, createdAt, userId, courseId, courseCode, completedOn, expiresOn, trainerSignature);
    }

    public TrainingRecordEvent.Created created() {
        return new TrainingRecordEvent.Created(id, new TrainingRecordEvent.State(userId, courseId, courseCode, completedOn,
                expiresOn, trainerSignature), trainerSignature.reason());
    }

    /** The notice that the record stops counting soon, sent once by the daily pass. */
    public static TrainingRecordEvent.Expiring expiring(String id, String userId, String courseCode, LocalDate expiresOn) {
        return new TrainingRecordEvent.Expiring(id, new TrainingRecordEvent.Notice(userId, courseCode, expiresOn));
    }

    public Status statusOn(LocalDate businessDate) {
        return Status.on(expiresOn, businessDate);
    }

    public String id() {
        return id;
    }

    /** Records are never changed: always 1. */
    public int version() {
        return 1;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public String userId() {
        return userId;
    }

    public String courseId() {
        return courseId;
    }

    public String courseCode() {
        return courseCode;
    }

    public LocalDate completedOn() {
        return completedOn;
    }

    /** The first business date on which the record no longer counts. */
    public LocalDate expiresOn() {
        return expiresOn;
    }

    public Signature trainerSignature() {
        return trainerSignature;
    }
}
