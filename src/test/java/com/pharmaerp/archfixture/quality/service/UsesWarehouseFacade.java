package com.pharmaerp.archfixture.quality.service;

import com.pharmaerp.archfixture.warehouse.WarehouseFixtureFacade;

/** Allowed: another module's facade. */
public class UsesWarehouseFacade {

    public String lot(WarehouseFixtureFacade facade) {
        return facade.lot();
    }
}
