package com.pharmaerp.archfixture.procurement.service;

import com.pharmaerp.archfixture.production.ProductionFixturePort;

/** Breaks "a module uses only modules on lower floors": procurement and production share floor 4. */
public class AsksProductionSideways {

    public String demand(ProductionFixturePort production) {
        return production.order();
    }
}
