package com.pharmaerp.api.qms;

import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.SharedRoles;

/** docs/design/modules.md, "Who may do what", for the quality-management system; it declares no role of its own. */
public final class QmsRoles {

    /** Recalls; assessing, reporting, escalating and closing a complaint; the signed steps of a CAPA: QA's. */
    public static final Set<Role> QA = Set.of(SharedRoles.QA);


    /** Receiving and investigating a complaint; opening a CAPA and adding its actions. */
    public static final Set<Role> QA_OR_SUPERVISOR = Set.of(SharedRoles.QA, SharedRoles.SUPERVISOR);

    private QmsRoles() {
    }
}
