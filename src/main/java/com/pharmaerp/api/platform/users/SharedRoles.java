package com.pharmaerp.api.platform.users;

import java.util.List;

/**
 * The roles several modules sign with, declared once here so no module spells another's role:
 * QA (quality, warehouse, procurement, production, equipment), the supervisor (warehouse, procurement,
 * production, equipment), the operator (production, equipment) and the Qualified Person (production).
 */
public final class SharedRoles implements RoleProvider {

    public static final Role QA = new Role("qa");
    public static final Role SUPERVISOR = new Role("supervisor");
    public static final Role QUALIFIED_PERSON = new Role("qp");
    public static final Role OPERATOR = new Role("operator");

    @Override
    public List<Role> roles() {
        return List.of(QA, SUPERVISOR, QUALIFIED_PERSON, OPERATOR);
    }
}
