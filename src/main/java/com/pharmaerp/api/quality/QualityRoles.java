package com.pharmaerp.api.quality;

import java.util.List;
import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.RoleProvider;
import com.pharmaerp.api.platform.users.Roles;
import com.pharmaerp.api.platform.users.SharedRoles;

/** docs/design/modules.md, "Who may do what", for quality; it declares the QC analyst and signs with the shared QA. */
public final class QualityRoles implements RoleProvider {

    public static final Role QC_ANALYST = new Role("qc_analyst");

    /** Specifications (create), results (enter, invalidate) and retests are the QC analyst's, or QA's. */
    public static final Set<Role> ANALYST = Set.of(QC_ANALYST, SharedRoles.QA);
    /** Approving a specification, a usage decision and closing a deviation are QA's. */
    public static final Set<Role> QA = Set.of(SharedRoles.QA);

    /** Anyone may open a deviation: whoever holds a role at all. */
    public static Set<Role> anyone() {
        return Set.copyOf(Roles.all());
    }

    @Override
    public List<Role> roles() {
        return List.of(QC_ANALYST);
    }
}
