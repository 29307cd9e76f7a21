package com.pharmaerp.api.training.domain;

import java.time.LocalDate;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.users.Signature;

/** What happened to a training record: its signing, and the notice that it expires soon. */
public sealed interface TrainingRecordEvent extends Event {

    /** A training record as the audit trail records it. */
    record State(String userId, String courseId, String courseCode, LocalDate completedOn, LocalDate expiresOn,
            Signature trainerSignature) {
    }

    /** Whose record of which course expires when. */
    record Notice(String userId, String courseCode, LocalDate expiresOn) {
    }

    @Override
    default String entityType() {
        return TrainingRecord.NOUN;
    }

    /** @param reason the trainer's signature's reason */
    record Created(String entityId, State after, String reason) implements TrainingRecordEvent {

        public static final EventType TYPE = new EventType("training_record.created", "A trainer (QA or a supervisor, not "
                + "the trainee) signed that a user completed a course, meaning verification; it expires the course's "
                + "validity months after completion.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public State before() {
            return null;
        }
    }

    record Expiring(String entityId, Notice after) implements TrainingRecordEvent {

        public static final EventType TYPE = new EventType("training_record.expiring", "A training record expires within "
                + "the notice period (30 days unless configured): sent once per record by the daily pass.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public Notice before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }
}
