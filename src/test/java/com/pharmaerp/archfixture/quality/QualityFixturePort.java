package com.pharmaerp.archfixture.quality;

/** A module's port: what modules on higher floors may ask of quality. */
public class QualityFixturePort {

    public boolean accepted(String inspectionLotId) {
        return inspectionLotId != null;
    }
}
