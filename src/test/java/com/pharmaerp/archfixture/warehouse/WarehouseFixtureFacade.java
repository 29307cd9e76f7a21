package com.pharmaerp.archfixture.warehouse;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.archfixture.warehouse.domain.FixtureLot;

/** A module's port: a way in for other modules. */
@ApplicationScoped
public class WarehouseFixtureFacade {

    public String lot() {
        return new FixtureLot().number;
    }
}
