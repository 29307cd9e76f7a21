package com.pharmaerp.api.quality.domain;

import java.util.List;

import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.quality.InspectionReport;
import com.pharmaerp.api.quality.LinkedDeviation;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.MaterialName;
import com.pharmaerp.api.quality.QualityProblem;

/**
 * What the certificate of analysis of a released lot states: the lot and its material, the
 * inspection lot whose usage decision accepted it last (its specification revision, results, OOS
 * investigations and signature), and the deviations naming the lot or the record that made it.
 */
public record CertificateOfAnalysis(LotFacts lot, MaterialName material, InspectionReport inspection,
        List<LinkedDeviation> deviations) {

    /**
     * A certificate states a released lot's last decided inspection, which accepted it.
     *
     * @param lastDecided the lot's inspection lot decided last; null for none
     * @throws Refusal lot_not_released otherwise
     */
    public static void requireIssuable(LotFacts lot, InspectionLot lastDecided) {
        if (!"released".equals(lot.status())) {
            throw new Refusal(QualityProblem.LOT_NOT_RELEASED, "Lot " + lot.number() + " is " + lot.status()
                    + ": a certificate of analysis is issued for a released lot only.");
        }
        if (lastDecided == null || !lastDecided.decision().accepted()) {
            throw new Refusal(QualityProblem.LOT_NOT_RELEASED, "Lot " + lot.number()
                    + " has no usage decision that accepted it last: a certificate of analysis states an accepted inspection.");
        }
    }

    /** {@code COA-<lot number>-<inspection lot number>}: a decided retest gives the lot a new certificate. */
    public String number() {
        return "COA-" + lot.number() + "-" + inspection.number();
    }
}
