package com.pharmaerp.api.qms;

import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.SharedRoles;

/** docs/design/modules.md, "Who may do what", for the quality-management system; it declares no role of its own. */
public final class QmsRoles {

    /** Opening and closing a recall; assessing, reporting, escalating and closing a complaint are QA's. */
    public static final Set<Role> QA = Set.of(SharedRoles.QA);

    /** Receiving and investigating a complaint. */
    public static final Set<Role> COMPLAINT_HANDLERS = Set.of(SharedRoles.QA, SharedRoles.SUPERVISOR);

    private QmsRoles() {
    }
}
