package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import com.pharmaerp.api.equipment.RecordUse;
import com.pharmaerp.api.platform.audit.AuditEvent;
import com.pharmaerp.api.quality.LinkedDeviation;
import com.pharmaerp.api.quality.OosInvestigationReport;

/**
 * A made batch's exceptions, computed from its record and the audit trail and never typed by hand
 * (docs/design/batch-execution.md, "Review by exception"): each step's own exceptions and corrections, the charges
 * that overrode FEFO, a yield outside the recipe's limits, every deviation naming the order or a lot it consumed, the
 * OOS investigations of its output, failed signatures on it, and equipment used after a dirty-hold breach or before
 * a failed calibration; in time order, counted by kind.
 */
public final class ExceptionReport {

    public static final String OUT_OF_LIMITS = "out_of_limits";
    public static final String HOLD_TIME = "hold_time";
    public static final String LATE_ENTRY = "late_entry";
    public static final String CORRECTION = "correction";
    public static final String FEFO_OVERRIDE = "fefo_override";
    public static final String YIELD_OUTSIDE_LIMITS = "yield_outside_limits";
    public static final String DEVIATION = "deviation";
    public static final String OOS = "oos";
    public static final String SIGNATURE_FAILED = "signature_failed";
    public static final String EQUIPMENT_DIRTY_HOLD = "equipment_dirty_hold";
    public static final String CALIBRATION_FAILED_AFTER_USE = "calibration_failed_after_use";

    /**
     * One exception.
     *
     * @param stepId the step it concerns; null for one of the batch as a whole
     * @param at when it happened (business time for steps and uses, as they were recorded)
     * @param by the user it happened to or by; null for the service's own findings
     * @param deviationId the deviation it opened or is; null for none
     * @param recordId the record it comes from (a consumption, deviation, investigation, audit event, cleaning or
     *        calibration); null for the step or order itself
     */
    public record Item(String kind, String stepId, String detail, Instant at, String by, String deviationId,
            String recordId) {
    }

    /** The audit chain position that covers the order's whole history: its latest event. */
    public record AuditHead(long sequence, String hash) {
    }

    /** What the report is computed from, read in one unit of work. */
    public record Sources(ProductionOrder order, List<ProductionStep> steps, AuditEvent completion,
            List<LinkedDeviation> deviations, List<OosInvestigationReport> investigations, List<AuditEvent> failedSignatures,
            List<RecordUse> equipment) {
    }

    private final List<Item> items;
    private final AuditHead auditHead;

    private ExceptionReport(List<Item> items, AuditHead auditHead) {
        this.items = List.copyOf(items);
        this.auditHead = auditHead;
    }

    /** @param head the order's latest audit event */
    public static ExceptionReport of(Sources sources, AuditEvent head) {
        List<Item> items = new ArrayList<>();
        sources.steps().forEach(step -> items.addAll(ofStep(step)));
        sources.order().consumptions().stream().filter(charge -> charge.fefoOverrideReason() != null)
                .map(ExceptionReport::ofOverride).forEach(items::add);
        ProductionOrder order = sources.order();
        if (order.actualQuantity() != null && !order.withinYieldLimits(order.actualQuantity())) {
            items.add(new Item(YIELD_OUTSIDE_LIMITS, null, "Yield " + plain(order.yieldPercent())
                    + " % outside the recipe's " + plain(order.recipe().minYieldPercent()) + "–"
                    + plain(order.recipe().maxYieldPercent()) + " %", sources.completion().occurredAt(),
                    sources.completion().userId(), order.deviationId(), null));
        }
        sources.deviations().forEach(deviation -> items.add(new Item(DEVIATION, null, deviation.number() + " ("
                + (deviation.classification() == null ? "not triaged" : deviation.classification()) + ", "
                + deviation.status() + "): " + deviation.description(), deviation.openedAt(), deviation.openedBy(),
                deviation.deviationId(), deviation.deviationId())));
        sources.investigations().forEach(oos -> items.add(new Item(OOS, null, oos.number() + ": " + oos.testCode() + " = "
                + oos.value() + " against " + oos.limits() + " (" + (oos.conclusion() == null ? oos.status()
                        : oos.conclusion()) + ")", oos.openedAt(), null, null, oos.investigationId())));
        sources.failedSignatures().forEach(failure -> items.add(new Item(SIGNATURE_FAILED, null, "A signature on the "
                + "order was attempted with a wrong username or password", failure.occurredAt(), failure.userId(), null,
                failure.id())));
        sources.equipment().forEach(use -> items.addAll(ofUse(use, stepOf(sources.steps(), use.equipmentId()))));
        items.sort(Comparator.comparing(Item::at).thenComparing(Item::kind)
                .thenComparing(item -> Objects.toString(item.stepId(), ""))
                .thenComparing(item -> Objects.toString(item.recordId(), "")));
        return new ExceptionReport(items, new AuditHead(head.sequence(), head.hash()));
    }

    private static List<Item> ofStep(ProductionStep step) {
        List<Item> items = new ArrayList<>();
        StepDefinition definition = step.planned().definition();
        for (ProductionStep.Exception exception : step.exceptions()) {
            switch (exception) {
                case OUT_OF_LIMITS -> items.add(new Item(OUT_OF_LIMITS, step.stepId(), definition.measure() + " "
                        + step.value().toPlainString() + " " + definition.unit() + " outside " + definition.limits() + ": "
                        + reasonOf(step), step.performedAt(), step.performedBy(), step.deviationId(), null));
                case HOLD_TIME -> items.add(new Item(HOLD_TIME, step.stepId(), "Hold outside " + definition.window() + ": "
                        + reasonOf(step), step.performedAt(), step.performedBy(), step.deviationId(), null));
                case LATE_ENTRY -> items.add(new Item(LATE_ENTRY, step.stepId(), "Performed at " + step.performedAt()
                        + ", recorded " + Duration.between(step.performedAt(), step.recordedAt()).toMinutes()
                        + " min later", step.performedAt(), step.performedBy(), null, null));
                case CORRECTION -> step.corrections().forEach(correction -> items.add(new Item(CORRECTION, step.stepId(),
                        "Value " + correction.value() + " replaced by " + correction.correctedTo() + ": "
                                + correction.reason(), correction.at(), correction.by(), null, null)));
            }
        }
        return items;
    }

    /** The reason given at completion, or the correction's that took the value outside its limits. */
    private static String reasonOf(ProductionStep step) {
        if (step.exceptionReason() != null) {
            return step.exceptionReason();
        }
        List<ProductionStep.Correction> corrections = step.corrections();
        return corrections.isEmpty() ? "" : corrections.get(corrections.size() - 1).reason();
    }

    private static Item ofOverride(Consumption charge) {
        return new Item(FEFO_OVERRIDE, null, "Charge of " + charge.quantity().plainValue() + " "
                + charge.quantity().unit().symbol() + " of " + charge.materialId() + " from lot(s) "
                + String.join(", ", charge.allocations().stream().map(Consumption.Allocation::lotId).distinct().toList())
                + " before FEFO's choice: " + charge.fefoOverrideReason(), charge.createdAt(), charge.performedBy(), null,
                charge.id());
    }

    private static List<Item> ofUse(RecordUse use, String stepId) {
        List<Item> items = new ArrayList<>();
        if (use.afterDirtyHoldBreach()) {
            items.add(new Item(EQUIPMENT_DIRTY_HOLD, stepId, use.code() + " used after a cleaning that came past its "
                    + "dirty hold", use.usedFrom(), null, null, use.lastCleaning().cleaningId()));
        }
        if (use.nextCalibrationFailed()) {
            items.add(new Item(CALIBRATION_FAILED_AFTER_USE, stepId, use.code() + " failed its next calibration, on "
                    + use.nextCalibration().performedOn(), use.usedFrom(), null, null,
                    use.nextCalibration().calibrationId()));
        }
        return items;
    }

    /** The equipment step that claimed the piece; null when none did. */
    private static String stepOf(List<ProductionStep> steps, String equipmentId) {
        return steps.stream().filter(step -> equipmentId.equals(step.equipmentId())).map(ProductionStep::stepId)
                .findFirst().orElse(null);
    }

    private static String plain(BigDecimal percent) {
        return percent.stripTrailingZeros().toPlainString();
    }

    public List<Item> items() {
        return items;
    }

    /** How many items of each kind, in the order the kinds first occur. */
    public Map<String, Integer> counts() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        items.forEach(item -> counts.merge(item.kind(), 1, Integer::sum));
        return counts;
    }

    public AuditHead auditHead() {
        return auditHead;
    }

    /** What the report's SHA-256 is over: its items and the chain position, as the API writes them. */
    public record Hashed(List<Item> items, AuditHead auditHead) {
    }

    public Hashed hashed() {
        return new Hashed(items, auditHead);
    }
}
