package com.pharmaerp.api.qms;

import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.SharedRoles;

/** docs/design/modules.md, "Who may do what", for the quality-management system; it declares no role of its own. */
public final class QmsRoles {

    /**
     * Recalls; assessing, reporting, escalating and closing a complaint; the signed steps of a CAPA; computing and
     * reviewing a product quality review: QA's.
     */
    public static final Set<Role> QA = Set.of(SharedRoles.QA);

    /** Approving a product quality review. */
    public static final Set<Role> QP = Set.of(SharedRoles.QUALIFIED_PERSON);

    /** Receiving and investigating a complaint; opening a CAPA and adding its actions. */
    public static final Set<Role> QA_OR_SUPERVISOR = Set.of(SharedRoles.QA, SharedRoles.SUPERVISOR);

    private QmsRoles() {
    }
}
