package com.pharmaerp.api.platform.users;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The problems of people: who acts, with which role. */
public final class UserProblem {

    public static final ProblemType ACTING_USER_REQUIRED = new ProblemType("acting_user_required", 400, "Acting user required");
    public static final ProblemType ACTING_USER_INVALID = new ProblemType("acting_user_invalid", 403, "Acting user invalid");
    public static final ProblemType USER_LOCKED = new ProblemType("user_locked", 403, "User locked");
    public static final ProblemType ROLE_REQUIRED = new ProblemType("role_required", 403, "Role required");
    public static final ProblemType USERNAME_TAKEN = new ProblemType("username_taken", 409, "Username taken");

    private UserProblem() {
    }
}
