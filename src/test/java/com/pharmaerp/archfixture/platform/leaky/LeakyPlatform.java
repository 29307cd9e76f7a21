package com.pharmaerp.archfixture.platform.leaky;

import com.pharmaerp.archfixture.warehouse.WarehouseFixtureFacade;

/** Breaks "the platform imports no module". */
public class LeakyPlatform {

    public Object use(WarehouseFixtureFacade facade) {
        return facade.lot();
    }
}
