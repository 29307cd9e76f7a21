package com.pharmaerp.api.quality.domain;

import com.pharmaerp.api.quality.InspectionReport;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.MaterialName;

/**
 * What the certificate of analysis of a released lot states: the lot and its material, and the
 * inspection lot whose usage decision accepted it last (its specification revision, results and
 * signature).
 */
public record CertificateOfAnalysis(LotFacts lot, MaterialName material, InspectionReport inspection) {

    /** {@code COA-<lot number>-<inspection lot number>}: a decided retest gives the lot a new certificate. */
    public String number() {
        return "COA-" + lot.number() + "-" + inspection.number();
    }
}
