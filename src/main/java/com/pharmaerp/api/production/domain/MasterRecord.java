package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import com.pharmaerp.api.platform.problem.Problem;

/**
 * What a recipe revision's operations must be (docs/design/batch-execution.md, "The master batch record"): numbered
 * in ascending order, each step with the fields its kind needs and none of another kind's, limits the right way
 * up, and charges of the recipe's own components.
 */
public final class MasterRecord {

    private MasterRecord() {
    }

    /** Every rule the operations break, each naming its field; empty when they are a master batch record. */
    public static List<Problem.FieldError> errors(List<Operation> operations, Set<String> componentIds) {
        List<Problem.FieldError> errors = new ArrayList<>();
        for (int i = 0; i < operations.size(); i++) {
            Operation operation = operations.get(i);
            String field = "operations[" + i + "]";
            if (i > 0 && operation.no() <= operations.get(i - 1).no()) {
                errors.add(new Problem.FieldError(field + ".no", "must be greater than the operation before it"));
            }
            for (int j = 0; j < operation.steps().size(); j++) {
                StepDefinition step = operation.steps().get(j);
                String stepField = field + ".steps[" + j + "]";
                if (j > 0 && step.no() <= operation.steps().get(j - 1).no()) {
                    errors.add(new Problem.FieldError(stepField + ".no", "must be greater than the step before it"));
                }
                stepErrors(step, stepField, componentIds, errors);
            }
        }
        return errors;
    }

    private static void stepErrors(StepDefinition step, String field, Set<String> componentIds,
            List<Problem.FieldError> errors) {
        StepKind kind = step.kindOf();
        fieldOf(kind == StepKind.EQUIPMENT, step.equipmentKind(), field + ".equipmentKind", kind, errors);
        fieldOf(kind == StepKind.CHARGE, step.materialId(), field + ".materialId", kind, errors);
        fieldOf(kind == StepKind.PARAMETER, step.name(), field + ".name", kind, errors);
        fieldOf(kind == StepKind.IN_PROCESS_CONTROL, step.testCode(), field + ".testCode", kind, errors);
        fieldOf(kind.measured(), step.unit(), field + ".unit", kind, errors);
        optionalOf(kind.measured(), step.min(), field + ".min", kind, errors);
        optionalOf(kind.measured(), step.max(), field + ".max", kind, errors);
        optionalOf(kind == StepKind.HOLD, step.minMinutes(), field + ".minMinutes", kind, errors);
        optionalOf(kind == StepKind.HOLD, step.maxMinutes(), field + ".maxMinutes", kind, errors);
        if (kind == StepKind.CHARGE && step.materialId() != null && !componentIds.contains(step.materialId())) {
            errors.add(new Problem.FieldError(field + ".materialId", "not a component of the recipe"));
        }
        if (kind.measured()) {
            if (step.min() == null && step.max() == null) {
                errors.add(new Problem.FieldError(field + ".min", "a parameter or in-process control needs min, max or both"));
            } else if (step.min() != null && step.max() != null
                    && new BigDecimal(step.min()).compareTo(new BigDecimal(step.max())) > 0) {
                errors.add(new Problem.FieldError(field + ".min", "must not be greater than max"));
            }
        }
        if (kind == StepKind.HOLD) {
            if (step.minMinutes() == null && step.maxMinutes() == null) {
                errors.add(new Problem.FieldError(field + ".minMinutes", "a hold needs minMinutes, maxMinutes or both"));
            } else if (step.minMinutes() != null && step.maxMinutes() != null && step.minMinutes() > step.maxMinutes()) {
                errors.add(new Problem.FieldError(field + ".minMinutes", "must not be greater than maxMinutes"));
            }
        }
    }

    /** A field the kind requires, or one it must not have. */
    private static void fieldOf(boolean kindHasIt, String value, String field, StepKind kind, List<Problem.FieldError> errors) {
        if (kindHasIt && (value == null || value.isBlank())) {
            errors.add(new Problem.FieldError(field, "required for a step of kind " + kind.id()));
        }
        optionalOf(kindHasIt, value, field, kind, errors);
    }

    /** A field only some kinds have. */
    private static void optionalOf(boolean kindHasIt, Object value, String field, StepKind kind,
            List<Problem.FieldError> errors) {
        if (!kindHasIt && value != null) {
            errors.add(new Problem.FieldError(field, "not a field of a step of kind " + kind.id()));
        }
    }
}
