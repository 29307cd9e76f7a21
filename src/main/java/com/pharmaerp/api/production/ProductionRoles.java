package com.pharmaerp.api.production;

import java.util.List;
import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.RoleProvider;
import com.pharmaerp.api.platform.users.SharedRoles;

/**
 * docs/design/modules.md, "Who may do what", for production; it declares the operator and signs with
 * the shared supervisor, QP and QA ({@link SharedRoles}).
 */
public final class ProductionRoles implements RoleProvider {

    public static final Role OPERATOR_ROLE = new Role("operator");

    /** Recipes (create) and production orders (create, release, complete, cancel) are the supervisor's. */
    public static final Set<Role> SUPERVISOR = Set.of(SharedRoles.SUPERVISOR);
    /** Approving a recipe and reviewing a batch are QA's. */
    public static final Set<Role> QA = Set.of(SharedRoles.QA);
    /** Consumptions are the operator's. */
    public static final Set<Role> OPERATOR = Set.of(OPERATOR_ROLE);
    /** A charge is verified by another operator or a supervisor. */
    public static final Set<Role> VERIFIER = Set.of(OPERATOR_ROLE, SharedRoles.SUPERVISOR);
    /** Certifying or rejecting a batch is the Qualified Person's. */
    public static final Set<Role> QP = Set.of(SharedRoles.QUALIFIED_PERSON);

    @Override
    public List<Role> roles() {
        return List.of(OPERATOR_ROLE);
    }
}
