package com.pharmaerp.api.qms.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Locale;

import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.QmsProblem;

/**
 * A product quality review (21 CFR 211.180(e); EU GMP Part I 1.10): a product's batches, results, deviations,
 * complaints, changes and suppliers over a period, computed from the record (docs/design/product-quality-review.md).
 * A draft is computed again at will; QA's review signs one content's SHA-256; the QP's approval, by someone other than
 * the reviewer, freezes it.
 */
public final class ProductQualityReview {

    public static final String ID_PREFIX = "pqr";
    public static final String NUMBER_PREFIX = "PQR";
    public static final String NOUN = "product_quality_review";
    /** The longest period a review covers, `to` − `from` in days: a year and a little slack for the calendar. */
    public static final int MAX_PERIOD_DAYS = 400;

    /** Draft, reviewed by QA, approved by the QP. */
    public enum Status {
        DRAFT, REVIEWED, APPROVED;

        public static final String PATTERN = "draft|reviewed|approved";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /**
     * A computation of the content: its JSON as stored and the SHA-256 of exactly those bytes (UTF-8).
     *
     * @param computedAt when it was read from the record
     */
    public record Computed(String content, String sha256, Instant computedAt) {
    }

    private final String id;
    private final String number;
    private final String productMaterialId;
    private final LocalDate from;
    private final LocalDate to;
    private final String createdBy;
    private final Instant createdAt;
    private Status status;
    private Computed computed;
    private String conclusions;
    private Signature review;
    private Signature approval;
    private int version;
    private Instant updatedAt;

    private ProductQualityReview(String id, int version, Instant createdAt, Instant updatedAt, String number,
            String productMaterialId, LocalDate from, LocalDate to, Status status, Computed computed, String createdBy,
            String conclusions, Signature review, Signature approval) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.productMaterialId = productMaterialId;
        this.from = from;
        this.to = to;
        this.status = status;
        this.computed = computed;
        this.createdBy = createdBy;
        this.conclusions = conclusions;
        this.review = review;
        this.approval = approval;
    }

    /**
     * The period a review may cover, checked before anything is read.
     *
     * @throws Refusal validation_failed when it ends before it starts; period_too_long beyond {@link #MAX_PERIOD_DAYS};
     *         period_not_ended when it ends after the business date
     */
    public static void requirePeriod(LocalDate from, LocalDate to, LocalDate today) {
        if (to.isBefore(from)) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "to", "The period ends on " + to + ", before it starts on "
                    + from + ".");
        }
        if (ChronoUnit.DAYS.between(from, to) > MAX_PERIOD_DAYS) {
            throw Refusal.ofField(QmsProblem.PERIOD_TOO_LONG, "to", "A review covers at most " + MAX_PERIOD_DAYS
                    + " days from its first to its last day; " + from + " to " + to + " is longer.");
        }
        if (to.isAfter(today)) {
            throw Refusal.ofField(QmsProblem.PERIOD_NOT_ENDED, "to", "The period ends on " + to + ", after the business date "
                    + today + ": review a period that has ended.");
        }
    }

    /** A draft of the computed content, at version 1; the period was checked by {@link #requirePeriod}. */
    public static ProductQualityReview create(String id, String number, String productMaterialId, LocalDate from,
            LocalDate to, Computed computed, String createdBy, Instant now) {
        return new ProductQualityReview(id, 1, now, now, number, productMaterialId, from, to, Status.DRAFT, computed, createdBy,
                null, null, null);
    }

    public static ProductQualityReview rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number,
            String productMaterialId, LocalDate from, LocalDate to, Status status, Computed computed, String createdBy,
            String conclusions, Signature review, Signature approval) {
        return new ProductQualityReview(id, version, createdAt, updatedAt, number, productMaterialId, from, to, status,
                computed, createdBy, conclusions, review, approval);
    }

    public ProductQualityReviewEvent.Created created() {
        return new ProductQualityReviewEvent.Created(id, state());
    }

    /** @throws Refusal invalid_transition unless a draft */
    public void requireDraft() {
        States.allow(status, "Review " + number, "only a draft is computed again", Status.DRAFT);
    }

    /**
     * QA's new computation of a draft.
     *
     * @throws Refusal invalid_transition unless a draft
     */
    public ProductQualityReviewEvent.Refreshed refresh(Computed again, Instant now) {
        requireDraft();
        ProductQualityReviewEvent.State before = state();
        computed = again;
        return new ProductQualityReviewEvent.Refreshed(id, before, moved(now));
    }

    /**
     * QA's review of the draft's content, signed (meaning review) on the SHA-256 they read.
     *
     * @throws Refusal invalid_transition unless a draft; content_changed when the SHA-256 is not the content's
     */
    public ProductQualityReviewEvent.Reviewed review(String conclusionsGiven, String contentSha256, Signature signature,
            Instant now) {
        States.allow(status, "Review " + number, "only a draft is reviewed", Status.DRAFT);
        if (!computed.sha256().equals(contentSha256)) {
            throw Refusal.ofField(QmsProblem.CONTENT_CHANGED, "contentSha256", "The content of review " + number
                    + " is now " + computed.sha256() + ", not " + contentSha256 + ": read it again and review what it says.");
        }
        ProductQualityReviewEvent.State before = state();
        conclusions = conclusionsGiven;
        review = signature;
        status = Status.REVIEWED;
        return new ProductQualityReviewEvent.Reviewed(id, before, moved(now), signature.reason());
    }

    /**
     * The QP's approval of the reviewed content (meaning approval); the content never changes again.
     *
     * @throws Refusal invalid_transition unless reviewed
     */
    public ProductQualityReviewEvent.Approved approve(Signature signature, Instant now) {
        requireReviewed();
        ProductQualityReviewEvent.State before = state();
        approval = signature;
        status = Status.APPROVED;
        return new ProductQualityReviewEvent.Approved(id, before, moved(now), signature.reason());
    }

    private void requireReviewed() {
        States.allow(status, "Review " + number, "only a reviewed review is approved", Status.REVIEWED);
    }

    private ProductQualityReviewEvent.State moved(Instant now) {
        version++;
        updatedAt = now;
        return state();
    }

    private ProductQualityReviewEvent.State state() {
        return new ProductQualityReviewEvent.State(number, productMaterialId, from, to, status.id(), computed.sha256(),
                computed.computedAt(), conclusions, review, approval);
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

    public String productMaterialId() {
        return productMaterialId;
    }

    public LocalDate from() {
        return from;
    }

    public LocalDate to() {
        return to;
    }

    public Status status() {
        return status;
    }

    public Computed computed() {
        return computed;
    }

    public String createdBy() {
        return createdBy;
    }

    /** QA's conclusions; null until reviewed. */
    public String conclusions() {
        return conclusions;
    }

    /** QA's review; null while a draft. */
    public Signature review() {
        return review;
    }

    /** The QP's approval; null until approved. */
    public Signature approval() {
        return approval;
    }
}
