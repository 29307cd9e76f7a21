package com.pharmaerp.api.distribution;

import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.SharedRoles;
import com.pharmaerp.api.warehouse.WarehouseRoles;

/** docs/design/modules.md, "Who may do what", for distribution; it declares no role of its own. */
public final class DistributionRoles {

    /** Shipments are written, shipped and cancelled by the warehouse clerk. */
    public static final Set<Role> CLERK = Set.of(WarehouseRoles.WAREHOUSE_CLERK);
    /** Customers' data is kept by the warehouse clerk or a supervisor; QA qualifies them. */
    public static final Set<Role> CUSTOMER_DATA = Set.of(WarehouseRoles.WAREHOUSE_CLERK, SharedRoles.SUPERVISOR);
    /** Approving and suspending customers are QA's. */
    public static final Set<Role> QA = Set.of(SharedRoles.QA);

    private DistributionRoles() {
    }
}
