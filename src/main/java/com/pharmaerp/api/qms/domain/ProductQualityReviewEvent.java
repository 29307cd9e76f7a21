package com.pharmaerp.api.qms.domain;

import java.time.Instant;
import java.time.LocalDate;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.users.Signature;

/**
 * What happened to a product quality review: one record per event type, carrying its audited state before and after.
 * The content is not copied into the trail: its SHA-256 is, and the review's signature binds that.
 */
public sealed interface ProductQualityReviewEvent extends Event {

    /** A review as the audit trail records it. */
    record State(String number, String productMaterialId, LocalDate from, LocalDate to, String status, String contentSha256,
            Instant computedAt, String conclusions, Signature review, Signature approval) {
    }

    @Override
    State before();

    @Override
    State after();

    @Override
    default String entityType() {
        return ProductQualityReview.NOUN;
    }

    record Created(String entityId, State after) implements ProductQualityReviewEvent {

        public static final EventType TYPE = new EventType("product_quality_review.created", "QA computed a product quality "
                + "review of a product over a period from the record: a draft, with its content's SHA-256.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public State before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Refreshed(String entityId, State before, State after) implements ProductQualityReviewEvent {

        public static final EventType TYPE = new EventType("product_quality_review.refreshed", "QA computed the draft's "
                + "content again from the record; its SHA-256 is the new content's.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    /** @param reason the signature's */
    record Reviewed(String entityId, State before, State after, String reason) implements ProductQualityReviewEvent {

        public static final EventType TYPE = new EventType("product_quality_review.reviewed", "QA reviewed the content with "
                + "a signature (meaning review) binding its SHA-256, and wrote the conclusions.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    /** @param reason the signature's */
    record Approved(String entityId, State before, State after, String reason) implements ProductQualityReviewEvent {

        public static final EventType TYPE = new EventType("product_quality_review.approved", "A QP other than the reviewer "
                + "approved the reviewed review with a signature (meaning approval); its content never changes again.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
