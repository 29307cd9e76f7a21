package com.pharmaerp.archfixture.production;

/** A module's port: what modules on higher floors may ask of production. */
public class ProductionFixturePort {

    public String order() {
        return "po_1";
    }
}
