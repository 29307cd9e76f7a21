package com.pharmaerp.api.production;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.equipment.RecordUse;
import com.pharmaerp.api.platform.audit.AuditEvent;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.production.domain.Consumption;
import com.pharmaerp.api.production.domain.ExceptionReport;
import com.pharmaerp.api.production.domain.Operation;
import com.pharmaerp.api.production.domain.PlannedStep;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.ProductionOrderStatus;
import com.pharmaerp.api.production.domain.ProductionStep;
import com.pharmaerp.api.production.domain.RecipeSnapshot;
import com.pharmaerp.api.production.domain.StepDefinition;

/** Plain JUnit: what a made batch's exception report lists, computed from its record (docs/design/batch-execution.md). */
class ExceptionReportDomainTest {

    private static final Instant T0 = Instant.parse("2027-03-01T08:00:00Z");
    private static final StepDefinition SPEED = new StepDefinition(1, "parameter", "Speed", false, false, null, null, "speed",
            null, "rpm", "100", "200", null, null);
    private static final StepDefinition GRANULATOR = new StepDefinition(2, "equipment", "Granulator", false, false,
            "granulator", null, null, null, null, null, null, null, null);
    private static final Operation OPERATION = new Operation(10, "Granulation", List.of(SPEED, GRANULATOR));
    private static final AuditEvent HEAD = event("evt_head", 42, T0.plusSeconds(3600), "production_order.completed");

    private static AuditEvent event(String id, long sequence, Instant at, String action) {
        return new AuditEvent(id, sequence, at, "key_1", "usr_sup", "req_1", action, "production_order", "ord_1", "[]", null,
                "0".repeat(64), "a".repeat(64));
    }

    private static ProductionStep step(PlannedStep planned, String value, String equipment, Instant at,
            List<ProductionStep.Exception> exceptions, String deviation) {
        return ProductionStep.rehydrate(new ProductionStep.Stored("ord_1", planned, ProductionStep.Status.DONE,
                value == null ? null : new BigDecimal(value), equipment, at, "usr_op1", at, null, exceptions,
                exceptions.isEmpty() ? null : "Motor ran fast", deviation, null, null, List.of(), 1));
    }

    private static ProductionOrder order(List<Consumption> charges) {
        Unit kg = Unit.ofSymbol("kg").orElseThrow();
        RecipeSnapshot recipe = new RecipeSnapshot("rcp_1", 1, "100", "kg", List.of(),
                new BigDecimal("95"), new BigDecimal("102"), List.of(OPERATION));
        return ProductionOrder.rehydrate(new ProductionOrder.Stored("ord_1", 9, T0, T0, "B-000001", recipe, "mat_fp",
                Quantity.of("100", kg), ProductionOrderStatus.COMPLETED, "lot_out",
                "ilot_1", Quantity.of("90", kg), new BigDecimal("90.000"), "dev_yield", "usr_sup", null, null, null, null),
                charges, List.of());
    }

    private static ExceptionReport report(List<ProductionStep> steps, List<Consumption> charges, List<RecordUse> uses) {
        return ExceptionReport.of(new ExceptionReport.Sources(order(charges), steps, HEAD, List.of(), List.of(), List.of(),
                uses), HEAD);
    }

    @Test
    void aStepOutOfLimitsAYieldOutsideTheRecipeAndAFefoOverrideAreListedInTimeOrder() {
        PlannedStep speed = new PlannedStep("10.1", 1, OPERATION, SPEED);
        Unit kg = Unit.ofSymbol("kg").orElseThrow();
        Consumption override = new Consumption("con_1", "mat_api", Quantity.of("80", kg), List.of(new Consumption.Allocation(
                "lot_b", "loc_1", Quantity.of("80", kg), "mov_1")), "Lot A quarantined", "usr_op1", null, 1,
                T0.plusSeconds(60), T0.plusSeconds(60));

        ExceptionReport report = report(List.of(step(speed, "250", null, T0.plusSeconds(120),
                List.of(ProductionStep.Exception.OUT_OF_LIMITS), "dev_speed")), List.of(override), List.of());

        assertThat(report.items()).extracting(ExceptionReport.Item::kind)
                .containsExactly("fefo_override", "out_of_limits", "yield_outside_limits");
        assertThat(report.items().get(1).deviationId()).isEqualTo("dev_speed");
        assertThat(report.items().get(2).deviationId()).isEqualTo("dev_yield");
        assertThat(report.counts()).containsEntry("out_of_limits", 1);
        assertThat(report.auditHead()).isEqualTo(new ExceptionReport.AuditHead(42, "a".repeat(64)));
    }

    @Test
    void aPieceUsedAfterALateCleaningAndBeforeAFailedCalibrationIsListedOnItsStep() {
        PlannedStep granulator = new PlannedStep("10.2", 2, OPERATION, GRANULATOR);
        RecordUse use = new RecordUse("eqp_1", "GRN-1", "Granulator", "granulator", T0.plusSeconds(300), null,
                new RecordUse.LastCleaning("cln_1", T0, "major", true), null,
                new RecordUse.CalibrationOf("cal_2", LocalDate.parse("2027-03-05"), "fail"));

        ExceptionReport report = report(List.of(step(granulator, null, "eqp_1", T0.plusSeconds(300), List.of(), null)),
                List.of(), List.of(use));

        assertThat(report.items()).filteredOn(item -> item.stepId() != null).extracting(ExceptionReport.Item::kind,
                ExceptionReport.Item::recordId).containsExactly(tuple(
                        "calibration_failed_after_use", "cal_2"), tuple("equipment_dirty_hold",
                                "cln_1"));
    }
}
