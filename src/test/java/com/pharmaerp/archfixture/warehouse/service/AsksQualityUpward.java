package com.pharmaerp.archfixture.warehouse.service;

import com.pharmaerp.archfixture.quality.QualityFixturePort;

/** Breaks "a module uses only modules on lower floors": the warehouse (floor 2) asks quality (floor 3). */
public class AsksQualityUpward {

    public boolean releasable(QualityFixturePort quality, String inspectionLotId) {
        return quality.accepted(inspectionLotId);
    }
}
