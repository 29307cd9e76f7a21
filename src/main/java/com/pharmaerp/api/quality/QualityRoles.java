package com.pharmaerp.api.quality;

import java.util.EnumSet;
import java.util.Set;

import com.pharmaerp.api.platform.users.Role;

/** modules.md, "Who may do what", for quality. */
public final class QualityRoles {

    /** Specifications (create), results (enter, invalidate) and retests are the QC analyst's, or QA's. */
    public static final Set<Role> ANALYST = Set.of(Role.QC_ANALYST, Role.QA);

    /** Approving a specification, a usage decision and closing a deviation are QA's. */
    public static final Set<Role> QA = Set.of(Role.QA);

    /** Anyone may open a deviation. */
    public static final Set<Role> ANYONE = EnumSet.allOf(Role.class);

    private QualityRoles() {
    }
}
