package com.pharmaerp.api.quality;

import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.CertificateOfAnalysis;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.InspectionLotData;
import com.pharmaerp.api.quality.domain.UsageDecision;
import com.pharmaerp.api.warehouse.LotFacts;

/** When a lot has a certificate of analysis: released, and accepted by its last decided inspection lot. */
class CertificateOfAnalysisDomainTest {

    private static final Instant NOW = Instant.parse("2027-01-04T08:00:00Z");
    private static final Signature QA = new Signature("usr_qa", "Quinn QA", "approval", "Results reviewed", NOW, 3);

    @Test
    void aReleasedLotAcceptedByItsLastInspectionHasACertificate() {
        assertThatCode(() -> CertificateOfAnalysis.requireIssuable(lot("released"), decided(UsageDecision.Verdict.ACCEPT)))
                .doesNotThrowAnyException();
    }

    @Test
    void aLotThatIsNotReleasedHasNoCertificate() {
        assertRefused(() -> CertificateOfAnalysis.requireIssuable(lot("quarantine"), decided(UsageDecision.Verdict.ACCEPT)),
                "lot_not_released");
    }

    @Test
    void aReleasedLotWithoutADecidedInspectionHasNoCertificate() {
        assertRefused(() -> CertificateOfAnalysis.requireIssuable(lot("released"), null), "lot_not_released");
    }

    @Test
    void aReleasedLotWhoseLastInspectionRejectedItHasNoCertificate() {
        assertRefused(() -> CertificateOfAnalysis.requireIssuable(lot("released"), decided(UsageDecision.Verdict.REJECT)),
                "lot_not_released");
    }

    private static LotFacts lot(String status) {
        return new LotFacts("lot_1", "L-000001", "mat_1", "receipt", "gr_1", "S-1", LocalDate.of(2026, 12, 1),
                LocalDate.of(2029, 12, 1), LocalDate.of(2027, 12, 1), status);
    }

    private static InspectionLot decided(UsageDecision.Verdict verdict) {
        return InspectionLot.rehydrate("insp_1", 2, NOW, NOW, new InspectionLotData("IL-000001", "lot_1", "mat_1",
                InspectionLot.Origin.RETEST, "spec_1"), InspectionLot.Status.DECIDED, List.of(),
                new UsageDecision(verdict.id(), QA));
    }
}
