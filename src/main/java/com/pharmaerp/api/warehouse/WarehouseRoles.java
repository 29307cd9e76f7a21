package com.pharmaerp.api.warehouse;

import java.util.List;
import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.RoleProvider;
import com.pharmaerp.api.platform.users.SharedRoles;

/** docs/design/modules.md, "Who may do what", for the warehouse; it declares the warehouse clerk. */
public final class WarehouseRoles implements RoleProvider {

    /** Goods receipts, transfers and reversals are the warehouse clerk's. */
    public static final Role WAREHOUSE_CLERK = new Role("warehouse_clerk");

    /** Materials and locations are created and changed by admins and supervisors. */
    public static final Set<Role> MASTER_DATA = Set.of(Role.ADMIN, SharedRoles.SUPERVISOR);
    public static final Set<Role> CLERK = Set.of(WAREHOUSE_CLERK);
    /** Holding and releasing a hold and destroying a lot are QA's. */
    public static final Set<Role> QA = Set.of(SharedRoles.QA);
    /** Approving or rejecting a stock adjustment and posting an inventory count: a supervisor or QA. */
    public static final Set<Role> SUPERVISOR_OR_QA = Set.of(SharedRoles.SUPERVISOR, SharedRoles.QA);
    /** Cancelling an inventory count: the clerk or a supervisor. */
    public static final Set<Role> CLERK_OR_SUPERVISOR = Set.of(WAREHOUSE_CLERK, SharedRoles.SUPERVISOR);

    @Override
    public List<Role> roles() {
        return List.of(WAREHOUSE_CLERK);
    }
}
