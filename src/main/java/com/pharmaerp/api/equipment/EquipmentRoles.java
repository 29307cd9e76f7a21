package com.pharmaerp.api.equipment;

import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.SharedRoles;

/** docs/design/equipment.md, who may do what; equipment declares no role of its own. */
public final class EquipmentRoles {

    /** Pieces are created and changed, and taken out of service, by a supervisor or QA. */
    public static final Set<Role> KEEPERS = Set.of(SharedRoles.SUPERVISOR, SharedRoles.QA);
    /** An operator or a supervisor cleans. */
    public static final Set<Role> CLEANERS = Set.of(SharedRoles.OPERATOR, SharedRoles.SUPERVISOR);
    /** A supervisor or QA verifies a cleaning and signs a calibration. */
    public static final Set<Role> VERIFIERS = Set.of(SharedRoles.SUPERVISOR, SharedRoles.QA);
    /** Maintenance is the supervisor's. */
    public static final Set<Role> MAINTAINERS = Set.of(SharedRoles.SUPERVISOR);
    /** Qualification, return to service and retirement are QA's. */
    public static final Set<Role> QA = Set.of(SharedRoles.QA);

    private EquipmentRoles() {
    }
}
