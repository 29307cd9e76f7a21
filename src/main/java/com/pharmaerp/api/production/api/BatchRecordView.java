package com.pharmaerp.api.production.api;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.audit.AuditEvent;
import com.pharmaerp.api.platform.users.Person;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.equipment.RecordUse;
import com.pharmaerp.api.production.domain.BatchRecord;
import com.pharmaerp.api.production.domain.ProductionStep;
import com.pharmaerp.api.production.domain.StepDefinition;
import com.pharmaerp.api.production.domain.StepKind;
import com.pharmaerp.api.production.service.ExceptionReportService;
import com.pharmaerp.api.production.domain.Consumption;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.RecipeSnapshot;
import com.pharmaerp.api.quality.InspectionReport;
import com.pharmaerp.api.quality.LinkedDeviation;
import com.pharmaerp.api.quality.OosInvestigationReport;
import com.pharmaerp.api.warehouse.LocationName;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.MaterialName;

/**
 * The batch record as data: the JSON form of the document, and what its HTML and PDF forms print.
 * It holds no generation time, so the same record always gives the same bytes and SHA-256.
 * Quantities are in each material's base unit; every time is UTC.
 */
@Schema(name = "BatchRecord")
public record BatchRecordView(
        @Schema(description = "BR-<batch number>.", examples = "BR-B-000001", maxLength = 30) String documentNumber,
        String orderId,
        @Schema(description = "The production order's number.", examples = "B-000001", maxLength = 20) String batchNumber,
        @Schema(enumeration = { "completed", "reviewed", "certified", "rejected" }) String status,
        MaterialPart product, LotPart outputLot, RecipePart recipe,
        @Schema(description = "The line clearance before the batch; null for a batch without steps.", nullable = true)
        LineClearanceView lineClearance,
        @Schema(description = "Every step of the recipe's operations as executed, in order; empty for a batch without "
                + "steps.", maxItems = 5000) List<StepPart> steps,
        @Schema(description = "The exception report, computed from the record and the audit trail.")
        ExceptionReportView exceptions,
        @Schema(description = "What QA's review by exception covered; null until reviewed, or for a batch without steps.",
                nullable = true) ProductionOrderView.ReviewCoverageView reviewCoverage,
        QuantityJson plannedQuantity, QuantityJson actualQuantity,
        @Schema(description = "actual / planned × 100, to three decimals.", minimum = "0", maximum = "100000000")
        BigDecimal yieldPercent,
        @Schema(description = "Whether the yield lies within the recipe's limits (compared exactly).")
        boolean yieldWithinLimits,
        @Schema(maxItems = 10000) List<Charge> consumptions,
        @Schema(description = "Every deviation linked to the batch (given at completion or naming the order), by number.",
                maxItems = 1000) List<LinkedDeviation> deviations,
        @Schema(description = "The output lot's inspection lot.") InspectionPart inspection,
        @Schema(description = "QA's review of the batch record; null until reviewed.", nullable = true) Signature review,
        @Schema(description = "The QP's certification (meaning responsibility) or rejection; null until decided.",
                nullable = true) Signature certification,
        @Schema(description = "Annex: every audit event of the order (its consumptions included), of the stock "
                + "movements it posted (issues and output) and of its output lot, in sequence order.",
                maxItems = 1000000) List<AuditEntry> auditTrail) {

    /** Its HTML, which the PDF is rendered from. */
    static final String TEMPLATE = "documents/batch-record";

    /** A step as executed: its definition's text and limits, the value, who and when, the equipment, the exceptions. */
    @Schema(name = "BatchRecordStep")
    public record StepPart(@Schema(maxLength = 11) String stepId, @Schema(maxLength = 200) String operation,
            @Schema(enumeration = { "instruction", "equipment", "charge", "parameter", "in_process_control", "hold" })
            String kind, @Schema(maxLength = 2000) String text,
            @Schema(description = "The limits or window as the recipe gives them.", nullable = true, maxLength = 100)
            String limits,
            @Schema(nullable = true, maxLength = 20) String value, @Schema(nullable = true, maxLength = 20) String unit,
            @Schema(enumeration = { "pending", "done", "verified" }) String status,
            @Schema(nullable = true) Person performedBy, @Schema(nullable = true, maxLength = 32) Instant performedAt,
            @Schema(nullable = true, maxLength = 32) Instant recordedAt,
            @Schema(description = "The performer's, where the step asks for one.", nullable = true) Signature signature,
            @Schema(nullable = true) Signature verification,
            @Schema(nullable = true) EquipmentPart equipment,
            @Schema(maxItems = 4) List<@Size(max = 20) String> exceptions,
            @Schema(nullable = true, maxLength = 2000) String exceptionReason,
            @Schema(nullable = true) String deviationId,
            @Schema(maxItems = 1000) List<StepView.Correction> corrections,
            @Schema(description = "For a done step without exceptions: what the system checked.", nullable = true,
                    maxLength = 200) String systemCheck) {
    }

    /** The piece an equipment step claimed, with its last cleaning and calibration before the use. */
    @Schema(name = "BatchRecordEquipment")
    public record EquipmentPart(String equipmentId, @Schema(maxLength = 40) String code, @Schema(maxLength = 200) String name,
            @Schema(description = "Business time.", maxLength = 32) Instant usedFrom,
            @Schema(nullable = true) RecordUse.LastCleaning lastCleaning,
            @Schema(nullable = true) RecordUse.CalibrationOf lastCalibration) {
    }

    @Schema(name = "BatchRecordMaterial")
    public record MaterialPart(String materialId, @Schema(maxLength = 40) String code, @Schema(maxLength = 200) String name) {
    }

    @Schema(name = "BatchRecordLot")
    public record LotPart(String lotId, @Schema(maxLength = 20) String number,
            @Schema(description = "On the business date the record was read.", maxLength = 20) String status,
            LocalDate manufacturedOn, LocalDate expiresOn, LocalDate retestOn) {
    }

    @Schema(name = "BatchRecordRecipe")
    public record RecipePart(String recipeId, @Schema(minimum = "1", maximum = "1000000") int revision,
            QuantityJson batchSize,
            @Schema(minimum = "0", maximum = "1000") BigDecimal minYieldPercent,
            @Schema(minimum = "0", maximum = "1000") BigDecimal maxYieldPercent,
            @Schema(description = "QA's approval of the revision.", nullable = true) Signature approval) {
    }

    /** A charge: what, from which lots and locations, by whom, verified by whom. */
    @Schema(name = "BatchRecordConsumption")
    public record Charge(String consumptionId, MaterialPart material, QuantityJson quantity,
            @Schema(maxItems = 1000) List<AllocationPart> allocations, Person performedBy, Instant performedAt,
            @Schema(nullable = true, maxLength = 2000) String fefoOverrideReason,
            @Schema(nullable = true) Signature verification) {
    }

    @Schema(name = "BatchRecordAllocation")
    public record AllocationPart(String lotId, @Schema(maxLength = 20) String lotNumber, String locationId,
            @Schema(maxLength = 40) String locationCode, QuantityJson quantity, String movementId) {
    }

    @Schema(name = "BatchRecordInspection")
    public record InspectionPart(String inspectionLotId, @Schema(maxLength = 20) String number,
            @Schema(enumeration = { "open", "decided" }) String status, String specificationId,
            @Schema(minimum = "1", maximum = "1000000") int specificationRevision,
            @Schema(maxItems = 200) List<TestPart> tests,
            @Schema(description = "Every OOS investigation of the inspection lot, by number.", maxItems = 1000)
            List<OosInvestigationReport> investigations,
            @Schema(nullable = true) UsageDecisionPart usageDecision) {
    }

    @Schema(name = "BatchRecordTest")
    public record TestPart(@Schema(maxLength = 40) String code, @Schema(maxLength = 200) String name,
            @Schema(enumeration = { "numeric", "text" }) String kind,
            @Schema(nullable = true, maxLength = 20) String min, @Schema(nullable = true, maxLength = 20) String max,
            @Schema(nullable = true, maxLength = 20) String unit, @Schema(nullable = true, maxLength = 200) String expected,
            boolean mandatory,
            @Schema(description = "Every result entered, invalidated ones included, oldest first.", maxItems = 1000)
            List<ResultPart> results) {
    }

    @Schema(name = "BatchRecordResult")
    public record ResultPart(String resultId, @Schema(maxLength = 200) String value,
            @Schema(enumeration = { "pass", "fail" }) String outcome, Person enteredBy, Instant enteredAt, boolean valid,
            @Schema(nullable = true) Person invalidatedBy, @Schema(nullable = true, maxLength = 32) Instant invalidatedAt,
            @Schema(nullable = true, maxLength = 2000) String invalidationReason) {
    }

    @Schema(name = "BatchRecordUsageDecision")
    public record UsageDecisionPart(@Schema(enumeration = { "accept", "reject" }) String decision, Signature signature) {
    }

    /** An audit event as the trail keeps it; hash links it into the chain GET /v1/audit-events/verify checks. */
    @Schema(name = "BatchRecordAuditEvent")
    public record AuditEntry(@Schema(minimum = "1", maximum = "9223372036854775807") long sequence, Instant occurredAt, @Schema(maxLength = 100) String action,
            @Schema(maxLength = 40) String entityType, String entityId,
            @Schema(description = "The acting user; null for an event a key made without one.", nullable = true)
            Person performedBy,
            @Schema(nullable = true, maxLength = 2000) String reason,
            @Schema(type = SchemaType.ARRAY, description = "What changed: field, from, to.", maxItems = 1000)
            JsonNode changes,
            @Schema(description = "SHA-256 of the event and the one before it.", maxLength = 64) String hash) {
    }

    public static BatchRecordView of(BatchRecord record) {
        ProductionOrder order = record.order();
        RecipeSnapshot recipe = order.recipe();
        Quantity actual = order.actualQuantity();
        return new BatchRecordView(record.number(), order.id(), order.number(), order.status().id(),
                material(record.materials().get(order.productMaterialId())), lot(record.lots().get(order.outputLotId())),
                new RecipePart(order.recipeId(), recipe.revision(), QuantityJson.of(Quantity.of(recipe.batchSize(),
                        unit(recipe.unit()))), recipe.minYieldPercent(), recipe.maxYieldPercent(),
                        record.recipe() == null ? null : record.recipe().approval()),
                LineClearanceView.of(order.lineClearance()), steps(record),
                ExceptionReportView.of(new ExceptionReportService.Report(record.exceptions(), record.exceptionsSha256())),
                ProductionOrderView.ReviewCoverageView.of(order.reviewCoverage()),
                QuantityJson.of(order.plannedQuantity()), QuantityJson.of(actual), order.yieldPercent(),
                order.withinYieldLimits(actual),
                order.consumptions().stream().map(consumption -> charge(record, consumption)).toList(),
                record.deviations(),
                inspection(record.inspection()), order.review(), order.certification(),
                record.auditTrail().stream().map(event -> entry(event, record.printedNames())).toList());
    }

    /** Every planned step, as executed where it was. */
    private static List<StepPart> steps(BatchRecord record) {
        Map<String, ProductionStep> executed = record.steps().stream()
                .collect(Collectors.toMap(ProductionStep::stepId, Function.identity()));
        int revision = record.order().recipe().revision();
        return record.order().recipe().plannedSteps().stream().map(planned -> {
            StepDefinition definition = planned.definition();
            String limits = definition.kindOf().measured() ? definition.limits()
                    : definition.kindOf() == StepKind.HOLD ? definition.window() : null;
            ProductionStep step = executed.get(planned.stepId());
            if (step == null) {
                return new StepPart(planned.stepId(), planned.operation().name(), definition.kind(), definition.text(), limits,
                        null, definition.unit(), "pending", null, null, null, null, null, null, List.of(), null, null,
                        List.of(), null);
            }
            return new StepPart(step.stepId(), planned.operation().name(), definition.kind(), definition.text(), limits,
                    step.value() == null ? null : step.value().toPlainString(), definition.unit(), step.status().id(),
                    Person.of(step.performedBy(), record.printedNames()), step.performedAt(), step.recordedAt(),
                    step.signature(), step.verification(), equipment(record, step),
                    step.exceptions().stream().map(ProductionStep.Exception::id).toList(), step.exceptionReason(),
                    step.deviationId(), step.corrections().stream().map(c -> new StepView.Correction(c.value(),
                            c.correctedTo(), c.reason(), c.by(), c.at())).toList(),
                    step.exceptions().isEmpty() ? "Verified by the system against recipe revision " + revision : null);
        }).toList();
    }

    private static EquipmentPart equipment(BatchRecord record, ProductionStep step) {
        if (step.equipmentId() == null) {
            return null;
        }
        return record.equipment().stream().filter(use -> use.equipmentId().equals(step.equipmentId())).findFirst()
                .map(use -> new EquipmentPart(use.equipmentId(), use.code(), use.name(), use.usedFrom(), use.lastCleaning(),
                        use.lastCalibration())).orElse(null);
    }

    private static MaterialPart material(MaterialName material) {
        return new MaterialPart(material.id(), material.code(), material.name());
    }

    private static LotPart lot(LotFacts lot) {
        return new LotPart(lot.id(), lot.number(), lot.status(), lot.manufacturedOn(), lot.expiresOn(), lot.retestOn());
    }

    private static Unit unit(String symbol) {
        return Unit.ofSymbol(symbol).orElseThrow();
    }

    private static Charge charge(BatchRecord record, Consumption consumption) {
        List<AllocationPart> allocations = consumption.allocations().stream().map(allocation -> {
            LocationName location = record.locations().get(allocation.locationId());
            return new AllocationPart(allocation.lotId(), record.lots().get(allocation.lotId()).number(),
                    allocation.locationId(), location.code(), QuantityJson.of(allocation.quantity()),
                    allocation.movementId());
        }).toList();
        return new Charge(consumption.id(), material(record.materials().get(consumption.materialId())),
                QuantityJson.of(consumption.quantity()), allocations,
                Person.of(consumption.performedBy(), record.printedNames()), consumption.createdAt(),
                consumption.fefoOverrideReason(), consumption.verification());
    }

    private static InspectionPart inspection(InspectionReport report) {
        return new InspectionPart(report.inspectionLotId(), report.number(), report.status(), report.specificationId(),
                report.specificationRevision(), report.tests().stream().map(test -> new TestPart(test.code(), test.name(),
                        test.kind(), test.min(), test.max(), test.unit(), test.expected(), test.mandatory(),
                        test.results().stream().map(r -> new ResultPart(r.resultId(), r.value(), r.outcome(), r.enteredBy(),
                                r.enteredAt(), r.valid(), r.invalidatedBy(), r.invalidatedAt(), r.invalidationReason()))
                                .toList())).toList(),
                report.investigations(), report.decision() == null ? null
                        : new UsageDecisionPart(report.decision().decision(), report.decision().signature()));
    }

    private static AuditEntry entry(AuditEvent event, Map<String, String> printedNames) {
        return new AuditEntry(event.sequence(), event.occurredAt(), event.action(), event.entityType(), event.entityId(),
                Person.of(event.userId(), printedNames), event.reason(), StoredJson.read(event.changes(), JsonNode.class),
                event.hash());
    }
}
