package com.pharmaerp.api.platform.users;

import java.time.LocalDate;
import java.util.List;
import java.util.stream.Collectors;

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
     * work, after If-Match and before the change, as docs/design/modules.md orders the checks. After the
     * password, the active training requirements of the record's entity type and the meaning ask for a
     * current training record of each of their courses on the business date; the courses relied on are
     * stored with the signature.
     *
     * @param entityType the audit trail's entity type of the record signed, e.g. {@code inspection_lot}
     * @param entityId the record signed, named by a failed attempt's event
     * @throws ProblemException 422 validation_failed for another meaning than the action's; 422
     *         signature_invalid for a username or password that is not the acting user's; 403
     *         training_required for a course the signer holds no current record of
     */
    public Uni<Signature> sign(UnitOfWork work, SignatureRequest request, Meaning meaning, int version, String entityType,
            String entityId) {
        if (!meaning.id().equals(request.meaning())) {
            return Uni.createFrom().failure(new ProblemException(PlatformProblem.VALIDATION_FAILED, "This action is signed "
                    + "with the meaning " + meaning.id() + ".", List.of(new Problem.FieldError("signature.meaning",
                            "must be " + meaning.id() + " for this action"))));
        }
        return users.signer(work, work.userId(), entityType, meaning).chain(found -> {
            User signer = found.user();
            return (request.username().equals(signer.username()) ? hasher.matches(signer.passwordHash(), request.password())
                    : Uni.createFrom().item(false)).chain(valid -> {
                        if (!valid) {
                            return recordFailure(signer.id(), entityType, entityId).chain(() -> Uni.createFrom().failure(invalid()));
                        }
                        return requireTraining(work, found.requiredCourses(), signer.id(), entityType, meaning)
                                .chain(() -> users.forgetFailedSignatures(work, signer)).replaceWith(new Signature(
                                        signer.id(), signer.printedName(), meaning.id(), request.reason().strip(),
                                        work.now(), version, found.requiredCourses()));
                    });
        });
    }

    /** A current record of each required course on the business date, or 403 training_required, audited. */
    private Uni<Void> requireTraining(UnitOfWork work, List<Qualification> required, String signerId, String entityType,
            Meaning meaning) {
        if (required.isEmpty()) {
            return Uni.createFrom().voidItem();
        }
        LocalDate today = work.today();
        List<Qualification> lacking = required.stream().filter(course -> !course.currentOn(today)).toList();
        if (lacking.isEmpty()) {
            return Uni.createFrom().voidItem();
        }
        return recordRefusal(signerId, entityType, meaning, lacking)
                .chain(() -> Uni.createFrom().failure(trainingRequired(entityType, meaning, lacking)));
    }

    /** Audits a signature refused for training, in a unit of its own, which commits; it counts towards no lockout. */
    private Uni<Void> recordRefusal(String signerId, String entityType, Meaning meaning, List<Qualification> lacking) {
        return units.write(work -> {
            work.record(new UserEvent.SignatureRefused(signerId, new UserEvent.TrainingLacking(entityType, meaning.id(),
                    codes(lacking, false), codes(lacking, true))));
            return Uni.createFrom().voidItem();
        }).replaceWithVoid();
    }

    private static List<String> codes(List<Qualification> lacking, boolean held) {
        return lacking.stream().filter(course -> course.held() == held).map(Qualification::courseCode).toList();
    }

    private static ProblemException trainingRequired(String entityType, Meaning meaning, List<Qualification> lacking) {
        return new ProblemException(UserProblem.TRAINING_REQUIRED, "A signature with the meaning " + meaning.id()
                + " on a record of type " + entityType + " needs a current training record of "
                + lacking.stream().map(Qualification::courseCode).collect(Collectors.joining(", "))
                + " on the business date. Nothing was changed.",
                lacking.stream().map(course -> course.held()
                        ? new Problem.FieldError("signature", "training record of " + course.courseCode() + " expired on "
                                + course.expiresOn(), "training_expired", course.courseCode())
                        : new Problem.FieldError("signature", "no training record of " + course.courseCode(),
                                "training_missing", course.courseCode()))
                        .toList());
    }

    /** Counts the failure, locks at the fifth, and audits it: in a unit of its own, which commits. */
    private Uni<Void> recordFailure(String signerId, String entityType, String entityId) {
        return units.write(work -> users.countFailedSignature(work, signerId, LOCK_AFTER)
                .invoke(failures -> work.record(User.signatureFailed(signerId, failures, LOCK_AFTER, entityType, entityId))))
                .replaceWithVoid();
    }

    private static ProblemException invalid() {
        return new ProblemException(UserProblem.SIGNATURE_INVALID, "The signature's username and password are not the "
                + "acting user's. Nothing was changed; the attempt is recorded, and the fifth failure in a row locks the user.");
    }
}
