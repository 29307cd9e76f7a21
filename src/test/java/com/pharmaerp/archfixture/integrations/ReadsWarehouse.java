package com.pharmaerp.archfixture.integrations;

import com.pharmaerp.archfixture.warehouse.WarehouseFixtureFacade;

/** Breaks "the integrations use only the platform". */
public class ReadsWarehouse {

    public String lot(WarehouseFixtureFacade warehouse) {
        return warehouse.lot();
    }
}
