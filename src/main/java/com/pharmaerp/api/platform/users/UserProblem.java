package com.pharmaerp.api.platform.users;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The problems of people: who acts, with which role, and their signatures. */
public final class UserProblem {

    public static final ProblemType ACTING_USER_REQUIRED = new ProblemType("acting_user_required", 400, "Acting user required");
    public static final ProblemType ACTING_USER_INVALID = new ProblemType("acting_user_invalid", 403, "Acting user invalid");
    public static final ProblemType USER_LOCKED = new ProblemType("user_locked", 403, "User locked");
    public static final ProblemType ROLE_REQUIRED = new ProblemType("role_required", 403, "Role required");
    public static final ProblemType SIGNATURE_INVALID = new ProblemType("signature_invalid", 422, "Signature invalid");
    public static final ProblemType SEGREGATION_OF_DUTIES = new ProblemType("segregation_of_duties", 403, "Segregation of duties");
    /** The signer lacks a current record of a course an active training requirement asks for. */
    public static final ProblemType TRAINING_REQUIRED = new ProblemType("training_required", 403, "Training required");
    public static final ProblemType USERNAME_TAKEN = new ProblemType("username_taken", 409, "Username taken");

    private UserProblem() {
    }
}
