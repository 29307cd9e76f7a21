package com.pharmaerp.api.platform.users;

import java.util.Collection;
import java.util.Objects;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * The checks of a signed action on a record that was found and whose body was validated, in the
 * order docs/design/modules.md fixes: the role (403), four eyes (403), If-Match (428/412), then the
 * signature (422, then 403 training_required). Each step checks as it is called, so a use case reads in that order:
 * {@code signed.role(QA).someoneElseThan(doers, what).ifMatch(ifMatch, version).sign(work, NOUN, id, signature, APPROVAL)}.
 * The last step names the record signed, always: a signature on a record that takes attachments binds them, and
 * no call can leave the binding out.
 */
@ApplicationScoped
public class SignedActions {

    private final ActingUser actingUser;
    private final Signatures signatures;
    private final Attachments attachments;

    public SignedActions(ActingUser actingUser, Signatures signatures, Attachments attachments) {
        this.attachments = attachments;
        this.actingUser = actingUser;
        this.signatures = signatures;
    }

    /** @throws com.pharmaerp.api.platform.problem.ProblemException 403 role_required */
    public Check role(Collection<Role> anyOf) {
        actingUser.requireRole(anyOf);
        return new Check();
    }

    /** @throws com.pharmaerp.api.platform.problem.ProblemException 403 role_required */
    public Check role(Role... anyOf) {
        actingUser.requireRole(anyOf);
        return new Check();
    }

    /** One signed action's checks so far. */
    public final class Check {

        private int version;

        private Check() {
        }

        /** @throws com.pharmaerp.api.platform.problem.ProblemException 403 segregation_of_duties */
        public Check someoneElseThan(Collection<String> doers, String what) {
            actingUser.requireSomeoneElse(doers, what);
            return this;
        }

        /**
         * @param current the version the signer must have seen (the record's, or a part's with a version of its own)
         * @throws com.pharmaerp.api.platform.problem.ProblemException 428 without If-Match, 412 for another version
         */
        public Check ifMatch(String ifMatch, int current) {
            Versions.require(ifMatch, current);
            version = current;
            return this;
        }

        /** The signer creates the record by signing (nothing to match): they sign its first version. */
        public Check creating() {
            version = 1;
            return this;
        }

        /**
         * The signature of the record, binding the files attached to it at signing (with the SHA-256 of their bytes)
         * when its entity type takes attachments.
         *
         * @param entityType the audit trail's entity type of the record signed, whose training requirements apply
         * @param entityId the record signed; for a record created by signing, the id it is created with
         * @throws com.pharmaerp.api.platform.problem.ProblemException 422 signature_invalid, validation_failed;
         *         403 training_required
         */
        public Uni<Signature> sign(UnitOfWork work, String entityType, String entityId, SignatureRequest signature,
                Meaning meaning) {
            Objects.requireNonNull(entityId, "a signature names the record it signs");
            Uni<Signature> signing = signatures.sign(work, signature, meaning, version, entityType, entityId);
            if (!attachments.takesAttachments(entityType)) {
                return signing;
            }
            return signing.chain(given -> attachments.evidence(work, entityType, entityId).map(given::binding));
        }
    }
}
