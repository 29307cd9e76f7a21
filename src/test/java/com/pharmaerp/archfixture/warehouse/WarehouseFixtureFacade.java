package com.pharmaerp.archfixture.warehouse;

import com.pharmaerp.archfixture.warehouse.domain.FixtureLot;

/** A module's facade: the one way in for other modules. */
public class WarehouseFixtureFacade {

    public String lot() {
        return new FixtureLot().number;
    }
}
