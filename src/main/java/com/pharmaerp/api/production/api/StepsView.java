package com.pharmaerp.api.production.api;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.production.domain.ProductionStep;
import com.pharmaerp.api.production.service.BatchExecutionService;

/** Every step of a batch's recipe revision, in the order they are performed, each as executed so far. */
@Schema(name = "BatchSteps")
public record StepsView(@Schema(maxItems = 5000) List<StepView> items) {

    static StepsView of(BatchExecutionService.Sheet sheet) {
        Map<String, ProductionStep> executed = sheet.executed().stream()
                .collect(Collectors.toMap(ProductionStep::stepId, Function.identity()));
        return new StepsView(sheet.order().recipe().plannedSteps().stream().map(planned -> executed.containsKey(planned.stepId())
                ? StepView.of(executed.get(planned.stepId())) : StepView.pending(planned)).toList());
    }
}
