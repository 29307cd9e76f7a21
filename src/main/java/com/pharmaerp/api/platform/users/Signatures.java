package com.pharmaerp.api.platform.users;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import org.hibernate.reactive.mutiny.Mutiny;

import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.pharmaerp.api.platform.persistence.StoredTime;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.persistence.TenantGuard;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.security.Caller;

import io.quarkus.arc.InjectableInstance;
import io.smallrye.mutiny.Uni;

/**
 * E-signatures (21 CFR Part 11 §11.50, §11.200): the acting user signs with their own username and
 * password on every signed call. A wrong one is 422 signature_invalid with nothing changed, and the
 * attempt is audited in a transaction of its own so it stays recorded; the fifth failure in a row
 * locks the user until an admin resets their password.
 */
@ApplicationScoped
public class Signatures {

    static final int LOCK_AFTER = 5;

    private final UserRepository users;
    private final PasswordHasher hasher;
    private final AuditTrail audit;
    private final Caller caller;
    /** Looked up when used: without a configured database the factory is inactive, and the service still starts. */
    private final InjectableInstance<Mutiny.SessionFactory> sessions;
    private final Clock clock;

    public Signatures(UserRepository users, PasswordHasher hasher, AuditTrail audit, Caller caller,
            InjectableInstance<Mutiny.SessionFactory> sessions, Clock clock) {
        this.users = users;
        this.hasher = hasher;
        this.audit = audit;
        this.caller = caller;
        this.sessions = sessions;
        this.clock = clock;
    }

    /**
     * The acting user's signature of a record at {@code version}. Call it inside the action's
     * transaction, after If-Match and before the change, as modules.md orders the checks.
     *
     * @throws ProblemException 422 validation_failed for another meaning than the action's; 422
     *         signature_invalid for a username or password that is not the acting user's
     */
    public Uni<Signature> sign(String tenantId, SignatureRequest request, Meaning meaning, int version) {
        if (!meaning.id().equals(request.meaning())) {
            return Uni.createFrom().failure(new ProblemException(PlatformProblem.VALIDATION_FAILED, "This action is signed "
                    + "with the meaning " + meaning.id() + ".", List.of(new Problem.FieldError("signature.meaning",
                            "must be " + meaning.id() + " for this action"))));
        }
        return users.findInTenant(tenantId, caller.userId()).chain(signer -> (request.username().equals(signer.username)
                ? hasher.matches(signer.passwordHash, request.password())
                : Uni.createFrom().item(false)).chain(valid -> {
                    if (!valid) {
                        return recordFailure(tenantId, signer.id).chain(() -> Uni.createFrom().failure(invalid()));
                    }
                    signer.failedSignatures = 0; // consecutive failures only: a good signature starts the count again
                    return Uni.createFrom().item(new Signature(signer.id, signer.printedName, meaning.id(),
                            request.reason().strip(), StoredTime.now(clock), version));
                }));
    }

    /** Counts the failure, locks at the fifth, and audits it: in its own transaction, which commits. */
    private Uni<Void> recordFailure(String tenantId, String signerId) {
        return sessions.get().openSession().chain(session -> session.withTransaction(tx -> TenantGuard.enter(session, tenantId)
                .chain(() -> session.createNativeQuery("UPDATE users SET failed_signatures = failed_signatures + 1, "
                        + "locked = locked OR failed_signatures + 1 >= :lockAfter, "
                        + "version = version + CASE WHEN NOT locked AND failed_signatures + 1 >= :lockAfter THEN 1 ELSE 0 END "
                        + "WHERE tenant_id = :tenant AND id = :id RETURNING failed_signatures, locked", Object[].class)
                        .setParameter("lockAfter", LOCK_AFTER).setParameter("tenant", tenantId).setParameter("id", signerId)
                        .getSingleResult())
                .chain(row -> {
                    int failures = ((Number) row[0]).intValue();
                    List<Change> changes = new ArrayList<>();
                    changes.add(new Change("failedSignatures", IntNode.valueOf(failures - 1), IntNode.valueOf(failures)));
                    if (failures == LOCK_AFTER) {
                        changes.add(new Change("locked", BooleanNode.FALSE, BooleanNode.TRUE));
                    }
                    return audit.record(session, "user.signature_failed", "user", signerId, changes, null);
                })).eventually(session::close));
    }

    private static ProblemException invalid() {
        return new ProblemException(UserProblem.SIGNATURE_INVALID, "The signature's username and password are not the "
                + "acting user's. Nothing was changed; the attempt is recorded, and the fifth failure in a row locks the user.");
    }
}
