package com.pharmaerp.api.procurement;

import java.util.List;
import java.util.Set;

import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.RoleProvider;
import com.pharmaerp.api.platform.users.SharedRoles;
import com.pharmaerp.api.warehouse.WarehouseRoles;

/** docs/design/modules.md, "Who may do what", for procurement; it declares the buyer. */
public final class ProcurementRoles implements RoleProvider {

    public static final Role BUYER_ROLE = new Role("buyer");

    /** Suppliers' data and purchase orders (write, cancel, close) are the buyer's. */
    public static final Set<Role> BUYER = Set.of(BUYER_ROLE);
    /** A supervisor approves a purchase order. */
    public static final Set<Role> SUPERVISOR = Set.of(SharedRoles.SUPERVISOR);
    /** QA approves and suspends suppliers. */
    public static final Set<Role> QA = Set.of(SharedRoles.QA);
    /** Goods receipts are the warehouse clerk's. */
    public static final Set<Role> CLERK = Set.of(WarehouseRoles.WAREHOUSE_CLERK);

    @Override
    public List<Role> roles() {
        return List.of(BUYER_ROLE);
    }
}
