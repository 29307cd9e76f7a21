package com.pharmaerp.api.warehouse;

import java.util.Set;

import com.pharmaerp.api.platform.users.Role;

/** modules.md, "Who may do what", for the warehouse's master data. */
public final class WarehouseRoles {

    /** Materials and locations are created and changed by admins and supervisors. */
    public static final Set<Role> MASTER_DATA = Set.of(Role.ADMIN, Role.SUPERVISOR);

    /** Goods receipts, transfers and reversals are the warehouse clerk's. */
    public static final Set<Role> CLERK = Set.of(Role.WAREHOUSE_CLERK);

    /** Holding and releasing a hold are QA's. */
    public static final Set<Role> QA = Set.of(Role.QA);

    private WarehouseRoles() {
    }
}
