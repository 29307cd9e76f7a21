package com.pharmaerp.archfixture.warehouse.service;

import com.pharmaerp.archfixture.warehouse.WarehouseFixtureFacade;

/** Breaks the rule: a service of the module calling out through the module's own facade. */
public class CallsBackThroughFacade {

    public String lot(WarehouseFixtureFacade facade) {
        return facade.lot();
    }
}
