package com.pharmaerp.api.production.service;

import java.util.List;
import java.util.stream.Stream;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.EquipmentUse;
import com.pharmaerp.api.equipment.RecordUse;
import com.pharmaerp.api.platform.audit.AuditEvent;
import com.pharmaerp.api.platform.audit.repository.AuditEventRepository;
import com.pharmaerp.api.platform.audit.repository.AuditEventRepository.Subject;
import com.pharmaerp.api.platform.documents.CanonicalJson;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.domain.ExceptionReport;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.ProductionOrderEvent;
import com.pharmaerp.api.production.domain.ProductionStep;
import com.pharmaerp.api.production.repository.ProductionOrderRepository;
import com.pharmaerp.api.production.repository.ProductionStepRepository;
import com.pharmaerp.api.quality.BatchInspection;
import com.pharmaerp.api.quality.DeviationLinks;
import com.pharmaerp.api.quality.LinkedDeviation;
import com.pharmaerp.api.quality.OosInvestigationReport;

import io.smallrye.mutiny.Uni;

/**
 * A made batch's exception report, for QA's review by exception (docs/design/batch-execution.md): read in one unit of
 * work, one statement per kind of source however many steps, nothing written; its SHA-256 is over the canonical JSON
 * (RFC 8785) of its items and the chain position, so QA's review can sign exactly what was seen.
 */
@ApplicationScoped
public class ExceptionReportService {

    private final ProductionOrderRepository orders;
    private final ProductionStepRepository steps;
    private final DeviationLinks deviations;
    private final BatchInspection inspections;
    private final AuditEventRepository trail;
    private final EquipmentUse equipment;
    private final CanonicalJson canonical;

    public ExceptionReportService(ProductionOrderRepository orders, ProductionStepRepository steps,
            DeviationLinks deviations, BatchInspection inspections, AuditEventRepository trail, EquipmentUse equipment,
            CanonicalJson canonical) {
        this.orders = orders;
        this.steps = steps;
        this.deviations = deviations;
        this.inspections = inspections;
        this.trail = trail;
        this.equipment = equipment;
        this.canonical = canonical;
    }

    /** The report and the SHA-256 of its canonical JSON. */
    public record Report(ExceptionReport report, String sha256) {
    }

    /** 404 for no such order of the tenant; 409 invalid_transition until the batch is completed. */
    public Uni<Report> report(UnitOfWork work, String orderId) {
        return Found.require(ProductionOrder.ID_PREFIX, orderId, ProductionOrder.NOUN, () -> orders.find(work, orderId))
                .invoke(ProductionOrder::requireBatchRecordReady).chain(order -> of(work, order));
    }

    /** The report of a completed order read with its consumptions. */
    public Uni<Report> of(UnitOfWork work, ProductionOrder order) {
        Subject subject = new Subject(ProductionOrder.NOUN, order.id());
        Parts parts = new Parts();
        return steps.ofOrder(work, order.id(), order.recipe()).invoke(found -> parts.steps = found)
                .chain(() -> trail.latestOf(work, subject, ProductionOrderEvent.Completed.TYPE.type()))
                .invoke(found -> parts.completion = found)
                .chain(() -> orders.inputLots(work, order.id()))
                .chain(inputs -> deviations.linkedDeviations(work, Stream.concat(Stream.of(order.id()), inputs.stream())
                        .toList(), order.deviationId()))
                .invoke(found -> parts.deviations = found)
                .chain(() -> inspections.inspectionReport(work, order.inspectionLotId()))
                .invoke(found -> parts.investigations = found.investigations())
                .chain(() -> trail.signatureFailuresOn(work, subject)).invoke(found -> parts.failures = found)
                .chain(() -> equipment.usesBy(work, order.id())).invoke(found -> parts.equipment = found)
                .chain(() -> trail.latestOf(work, subject, null))
                .map(head -> {
                    ExceptionReport report = ExceptionReport.of(new ExceptionReport.Sources(order, parts.steps,
                            parts.completion, parts.deviations, parts.investigations, parts.failures, parts.equipment), head);
                    return new Report(report, canonical.sha256(report.hashed()));
                });
    }

    /** What the report is computed from, read step by step on the unit's connection. */
    private static final class Parts {
        List<ProductionStep> steps;
        AuditEvent completion;
        List<LinkedDeviation> deviations;
        List<OosInvestigationReport> investigations;
        List<AuditEvent> failures;
        List<RecordUse> equipment;
    }
}
