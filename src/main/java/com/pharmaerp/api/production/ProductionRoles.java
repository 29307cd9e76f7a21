package com.pharmaerp.api.production;

import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.SharedRoles;

/**
 * docs/design/modules.md, "Who may do what", for production: the shared operator, supervisor, QP and QA
 * ({@link SharedRoles}); production declares no role of its own.
 */
public final class ProductionRoles {

    /** Recipes (create) and production orders (create, release, complete, cancel) are the supervisor's. */
    public static final Set<Role> SUPERVISOR = Set.of(SharedRoles.SUPERVISOR);
    /** Approving a recipe and reviewing a batch are QA's. */
    public static final Set<Role> QA = Set.of(SharedRoles.QA);
    /** Consumptions are the operator's. */
    public static final Set<Role> OPERATOR = Set.of(SharedRoles.OPERATOR);
    /** A charge or a step is verified by another operator or a supervisor. */
    public static final Set<Role> VERIFIER = Set.of(SharedRoles.OPERATOR, SharedRoles.SUPERVISOR);
    /** Steps are performed and corrected by operators, and by supervisors too. */
    public static final Set<Role> PERFORMER = Set.of(SharedRoles.OPERATOR, SharedRoles.SUPERVISOR);
    /** The line is cleared by a supervisor or QA. */
    public static final Set<Role> LINE_CLEARANCE = Set.of(SharedRoles.SUPERVISOR, SharedRoles.QA);
    /** Certifying or rejecting a batch is the Qualified Person's. */
    public static final Set<Role> QP = Set.of(SharedRoles.QUALIFIED_PERSON);

    private ProductionRoles() {
    }
}
