package com.pharmaerp.api.platform.users;

import java.util.List;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a user: one record per event type, carrying the user's audited state before and after. */
public sealed interface UserEvent extends Event {

    /** What a person may see changed of a user, never the password hash. */
    record State(String username, String printedName, List<String> roles, boolean active, boolean locked) {
    }

    /** A user's failed signatures in a row, and whether they locked it. */
    record Failures(int failedSignatures, boolean locked) {
    }

    /**
     * A failed signature as the trail records it: the user's failures in a row with it, whether it locked them, and
     * the record the signature was for (a batch's exception report lists those on the batch).
     */
    record FailedAttempt(int failedSignatures, boolean locked, String signedEntityType, String signedEntityId) {
    }

    /**
     * What a signature refused for training was about: the signed record's entity type, the meaning,
     * and each course the signer lacked a current record of.
     */
    record TrainingLacking(String signedEntityType, String meaning, List<String> missingCourses,
            List<String> expiredCourses) {
    }

    @Override
    default String entityType() {
        return User.NOUN;
    }

    /** Only a change of access is asked why. */
    @Override
    default String reason() {
        return null;
    }

    record Created(String entityId, State after) implements UserEvent {

        public static final EventType TYPE = new EventType("user.created", "A user was created: by an admin, or as the "
                + "tenant's first user, an admin created without an acting user.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public State before() {
            return null;
        }
    }

    record Updated(String entityId, State before, State after) implements UserEvent {

        public static final EventType TYPE = new EventType("user.updated", "An admin changed the user's printed name.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record PasswordReset(String entityId, State before, State after) implements UserEvent {

        public static final EventType TYPE = new EventType("user.password_reset", "An admin set a new password for the "
                + "user (never recorded), which also unlocks a user locked by failed signatures.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    /** @param reason the admin's signature's reason */
    record AccessChanged(String entityId, State before, State after, String reason) implements UserEvent {

        public static final EventType TYPE = new EventType("user.access_changed", "An admin other than the user changed "
                + "the user's roles or active flag, signed with meaning approval.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record SignatureFailed(String entityId, Failures before, FailedAttempt after) implements UserEvent {

        public static final EventType TYPE = new EventType("user.signature_failed", "The user, acting, signed with a wrong "
                + "username or password: nothing else changed, and the fifth failure in a row locks the user.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record SignatureRefused(String entityId, TrainingLacking after) implements UserEvent {

        public static final EventType TYPE = new EventType("user.signature_refused", "The user, acting, signed with their "
                + "own username and password, but an active training requirement of the signed record's entity type and "
                + "meaning found a course missing or expired: nothing else changed, and it does not count towards lockout.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public TrainingLacking before() {
            return null;
        }
    }
}
