package com.pharmaerp.api.platform.users;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.smallrye.mutiny.Uni;

/**
 * E-signatures (21 CFR Part 11 §11.50, §11.200): the acting user signs with their own username and
 * password on every signed call. A wrong one is 422 signature_invalid with nothing changed, and the
 * attempt is audited in a unit of work of its own so it stays recorded; the fifth failure in a row
 * locks the user until an admin resets their password.
 */
@ApplicationScoped
public class Signatures {

    static final int LOCK_AFTER = 5;

    private final UserRepository users;
    private final PasswordHasher hasher;
    private final UnitsOfWork units;

    public Signatures(UserRepository users, PasswordHasher hasher, UnitsOfWork units) {
        this.users = users;
        this.hasher = hasher;
        this.units = units;
    }

    /**
     * The acting user's signature of a record at {@code version}. Call it inside the action's unit of
     * work, after If-Match and before the change, as docs/design/modules.md orders the checks.
     *
     * @throws ProblemException 422 validation_failed for another meaning than the action's; 422
     *         signature_invalid for a username or password that is not the acting user's
     */
    public Uni<Signature> sign(UnitOfWork work, SignatureRequest request, Meaning meaning, int version) {
        if (!meaning.id().equals(request.meaning())) {
            return Uni.createFrom().failure(new ProblemException(PlatformProblem.VALIDATION_FAILED, "This action is signed "
                    + "with the meaning " + meaning.id() + ".", List.of(new Problem.FieldError("signature.meaning",
                            "must be " + meaning.id() + " for this action"))));
        }
        return users.find(work, work.userId()).chain(signer -> (request.username().equals(signer.username())
                ? hasher.matches(signer.passwordHash(), request.password())
                : Uni.createFrom().item(false)).chain(valid -> {
                    if (!valid) {
                        return recordFailure(signer.id()).chain(() -> Uni.createFrom().failure(invalid()));
                    }
                    return users.forgetFailedSignatures(work, signer).replaceWith(new Signature(signer.id(),
                            signer.printedName(), meaning.id(), request.reason().strip(), work.now(), version));
                }));
    }

    /** Counts the failure, locks at the fifth, and audits it: in a unit of its own, which commits. */
    private Uni<Void> recordFailure(String signerId) {
        return units.write(work -> users.countFailedSignature(work, signerId, LOCK_AFTER)
                .invoke(failures -> work.record(User.signatureFailed(signerId, failures, LOCK_AFTER)))).replaceWithVoid();
    }

    private static ProblemException invalid() {
        return new ProblemException(UserProblem.SIGNATURE_INVALID, "The signature's username and password are not the "
                + "acting user's. Nothing was changed; the attempt is recorded, and the fifth failure in a row locks the user.");
    }
}
