package com.pharmaerp.api.production;

import java.util.Set;

import com.pharmaerp.api.platform.users.Role;

/** modules.md, "Who may do what", for production. */
public final class ProductionRoles {

    /** Recipes (create) and production orders (create, release, complete, cancel) are the supervisor's. */
    public static final Set<Role> SUPERVISOR = Set.of(Role.SUPERVISOR);

    /** Approving a recipe and reviewing a batch are QA's. */
    public static final Set<Role> QA = Set.of(Role.QA);

    /** Consumptions are the operator's. */
    public static final Set<Role> OPERATOR = Set.of(Role.OPERATOR);

    /** A charge is verified by another operator or a supervisor. */
    public static final Set<Role> VERIFIER = Set.of(Role.OPERATOR, Role.SUPERVISOR);

    /** Certifying or rejecting a batch is the Qualified Person's. */
    public static final Set<Role> QP = Set.of(Role.QP);

    private ProductionRoles() {
    }
}
