package com.pharmaerp.api.quality.api;

import java.time.LocalDate;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.InspectionReport;
import com.pharmaerp.api.quality.InspectionReport.ResultReport;
import com.pharmaerp.api.quality.LinkedDeviation;
import com.pharmaerp.api.quality.OosInvestigationReport;
import com.pharmaerp.api.quality.domain.CertificateOfAnalysis;

/**
 * The certificate of analysis as data: the JSON form of the document, and what its HTML and PDF
 * forms print. It holds no generation time, so its bytes and their SHA-256 stay the same.
 */
@Schema(name = "CertificateOfAnalysis")
public record CertificateOfAnalysisView(
        @Schema(description = "COA-<lot number>-<inspection lot number>.", examples = "COA-L-000003-IL-000004", maxLength = 50)
        String documentNumber,
        Material material, Lot lot, SpecificationRevision specification,
        String inspectionLotId,
        @Schema(maxLength = 20) String inspectionLotNumber,
        @Schema(maxItems = 200) List<Test> tests,
        @Schema(description = "Every OOS investigation of the inspection lot, by number.", maxItems = 1000)
        List<OosInvestigationReport> investigations,
        @Schema(description = "Every deviation naming the lot or the goods receipt or production order that made it, "
                + "by number.", maxItems = 1000) List<LinkedDeviation> deviations,
        UsageDecision usageDecision) {

    @Schema(name = "CertificateOfAnalysisMaterial")
    public record Material(String materialId, @Schema(maxLength = 40) String code, @Schema(maxLength = 200) String name) {
    }

    @Schema(name = "CertificateOfAnalysisLot")
    public record Lot(String lotId, @Schema(maxLength = 20) String number,
            @Schema(enumeration = { "receipt", "production" }) String origin,
            @Schema(description = "The supplier's lot number; null for a lot made here.", nullable = true, maxLength = 80)
            String supplierLotNumber,
            LocalDate manufacturedOn, LocalDate expiresOn, LocalDate retestOn,
            @Schema(enumeration = "released") String status) {
    }

    @Schema(name = "CertificateOfAnalysisSpecification")
    public record SpecificationRevision(String specificationId, @Schema(minimum = "1", maximum = "1000000") int revision) {
    }

    /** A test of the specification with its valid result. */
    @Schema(name = "CertificateOfAnalysisTest")
    public record Test(@Schema(maxLength = 40) String code, @Schema(maxLength = 200) String name,
            @Schema(enumeration = { "numeric", "text" }) String kind,
            @Schema(description = "Inclusive lower limit of a numeric test.", nullable = true, maxLength = 20) String min,
            @Schema(description = "Inclusive upper limit of a numeric test.", nullable = true, maxLength = 20) String max,
            @Schema(nullable = true, maxLength = 20) String unit,
            @Schema(description = "What a text test's result must read.", nullable = true, maxLength = 200) String expected,
            @Schema(description = "Whether acceptance needed a passing result of it.") boolean mandatory,
            @Schema(description = "The valid result; null for an optional test nobody entered.", nullable = true,
                    maxLength = 200) String result,
            @Schema(nullable = true, enumeration = { "pass", "fail" }) String outcome) {
    }

    @Schema(name = "CertificateOfAnalysisDecision")
    public record UsageDecision(@Schema(enumeration = "accept") String decision, Signature signature) {
    }

    public static CertificateOfAnalysisView of(CertificateOfAnalysis certificate) {
        InspectionReport inspection = certificate.inspection();
        var lot = certificate.lot();
        return new CertificateOfAnalysisView(certificate.number(),
                new Material(certificate.material().id(), certificate.material().code(), certificate.material().name()),
                new Lot(lot.id(), lot.number(), lot.origin(), lot.supplierLotNumber(), lot.manufacturedOn(), lot.expiresOn(),
                        lot.retestOn(), lot.status()),
                new SpecificationRevision(inspection.specificationId(), inspection.specificationRevision()),
                inspection.inspectionLotId(), inspection.number(), inspection.tests().stream().map(test -> {
                    ResultReport valid = test.validResult();
                    return new Test(test.code(), test.name(), test.kind(), test.min(), test.max(), test.unit(),
                            test.expected(), test.mandatory(), valid == null ? null : valid.value(), valid == null ? null : valid.outcome());
                }).toList(), inspection.investigations(), certificate.deviations(),
                new UsageDecision(inspection.decision().decision(), inspection.decision().signature()));
    }
}
