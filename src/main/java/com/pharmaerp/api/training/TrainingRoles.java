package com.pharmaerp.api.training;

import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.SharedRoles;

/** docs/design/training.md, who may do what; training declares no role of its own. */
public final class TrainingRoles {

    /** Courses are kept by an admin or QA. */
    public static final Set<Role> COURSES = Set.of(Role.ADMIN, SharedRoles.QA);
    /** A trainer signs a training record: QA or a supervisor. */
    public static final Set<Role> TRAINER = Set.of(SharedRoles.QA, SharedRoles.SUPERVISOR);
    /** Requirements are created and retired by QA. */
    public static final Set<Role> REQUIREMENTS = Set.of(SharedRoles.QA);

    private TrainingRoles() {
    }
}
