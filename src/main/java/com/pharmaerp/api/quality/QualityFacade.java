package com.pharmaerp.api.quality;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.platform.persistence.DocumentNumbers;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.quality.api.InspectionLotView;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.InspectionLotData;
import com.pharmaerp.api.quality.repository.InspectionLotRepository;

import io.smallrye.mutiny.Uni;

/** What other modules may ask of quality; they reach nothing else of it (ArchitectureTest). */
@ApplicationScoped
public class QualityFacade {

    private final InspectionLotRepository inspectionLots;
    private final DocumentNumbers numbers;
    private final ResourceSupport support;

    public QualityFacade(InspectionLotRepository inspectionLots, DocumentNumbers numbers, ResourceSupport support) {
        this.inspectionLots = inspectionLots;
        this.numbers = numbers;
        this.support = support;
    }

    /**
     * Opens the inspection lot of a new lot, in the caller's transaction.
     *
     * @param origin {@code receipt} or {@code production}
     * @param events where its audit event is added, for the caller to record last
     * @return the inspection lot's id
     */
    public Uni<String> openInspectionLot(String tenantId, String lotId, String materialId, String origin,
            List<AuditEntry> events) {
        return numbers.next(tenantId, InspectionLot.NUMBER_PREFIX).chain(number -> {
            InspectionLot inspection = new InspectionLot();
            inspection.start(Ids.next(InspectionLot.ID_PREFIX), tenantId,
                    new InspectionLotData(number, lotId, materialId, origin, null), support.storedNow());
            return inspectionLots.persist(inspection);
        }).map(inspection -> {
            events.add(support.created("inspection_lot", inspection.id, InspectionLotView.of(inspection), null));
            return inspection.id;
        });
    }
}
