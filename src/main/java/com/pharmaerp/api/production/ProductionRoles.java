package com.pharmaerp.api.production;

import java.util.List;
import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.RoleProvider;

/** docs/design/modules.md, "Who may do what", for production; it declares the operator, the supervisor and the QP. */
public final class ProductionRoles implements RoleProvider {

    public static final Role OPERATOR_ROLE = new Role("operator");
    public static final Role SUPERVISOR_ROLE = new Role("supervisor");
    public static final Role QUALIFIED_PERSON = new Role("qp");

    /** Recipes (create) and production orders (create, release, complete, cancel) are the supervisor's. */
    public static final Set<Role> SUPERVISOR = Set.of(SUPERVISOR_ROLE);
    /** Approving a recipe and reviewing a batch are QA's. */
    public static final Set<Role> QA = Set.of(new Role("qa"));
    /** Consumptions are the operator's. */
    public static final Set<Role> OPERATOR = Set.of(OPERATOR_ROLE);
    /** A charge is verified by another operator or a supervisor. */
    public static final Set<Role> VERIFIER = Set.of(OPERATOR_ROLE, SUPERVISOR_ROLE);
    /** Certifying or rejecting a batch is the Qualified Person's. */
    public static final Set<Role> QP = Set.of(QUALIFIED_PERSON);

    @Override
    public List<Role> roles() {
        return List.of(OPERATOR_ROLE, SUPERVISOR_ROLE, QUALIFIED_PERSON);
    }
}
