package com.pharmaerp.archfixture.quality.service;

import com.pharmaerp.archfixture.warehouse.domain.FixtureLot;

/** Breaks "a module uses another only through its facade". */
public class ReachesIntoWarehouse {

    public String number(FixtureLot lot) {
        return lot.number;
    }
}
