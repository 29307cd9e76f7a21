package com.pharmaerp.api.quality.service;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.domain.CertificateOfAnalysis;
import com.pharmaerp.api.quality.repository.InspectionLotRepository;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.WarehouseNames;

import io.smallrye.mutiny.Uni;

/**
 * Certificates of analysis: only for a lot released on the business date whose last decided
 * inspection lot accepted it; the results and signature are that inspection lot's (an open
 * retest is ignored until it is decided), with that inspection lot's OOS investigations and the
 * deviations naming the lot or the goods receipt or production order that made it.
 */
@ApplicationScoped
public class CertificateOfAnalysisService {

    private static final String LOT_PREFIX = "lot";

    private final WarehouseNames warehouse;
    private final InspectionLotRepository inspections;
    private final InspectionReports reports;
    private final QualityReads reads;

    public CertificateOfAnalysisService(WarehouseNames warehouse, InspectionLotRepository inspections,
            InspectionReports reports, QualityReads reads) {
        this.warehouse = warehouse;
        this.inspections = inspections;
        this.reports = reports;
        this.reads = reads;
    }

    /** 404 for no such lot of the tenant; 409 lot_not_released. */
    public Uni<CertificateOfAnalysis> certificate(UnitOfWork work, String lotId) {
        return Found.require(LOT_PREFIX, lotId, "lot", () -> warehouse.lotFacts(work, List.of(lotId)).map(lots -> lots.get(lotId)))
                .chain(lot -> inspections.lastDecidedOf(work, lotId).chain(inspection -> {
                    CertificateOfAnalysis.requireIssuable(lot, inspection);
                    return reports.of(work, inspection).chain(report -> warehouse.materialNames(work, List.of(lot.materialId()))
                            .chain(materials -> reads.linkedDeviations(work, List.of(lot.id(), lot.sourceId()), null)
                                    .map(deviations -> new CertificateOfAnalysis(lot, materials.get(lot.materialId()), report,
                                            deviations))));
                }));
    }
}
