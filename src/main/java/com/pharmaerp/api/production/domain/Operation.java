package com.pharmaerp.api.production.domain;

import java.util.List;

/** One operation of a recipe revision's master batch record: its number, its name and its steps in order. */
public record Operation(int no, String name, List<StepDefinition> steps) {

    public Operation {
        steps = List.copyOf(steps);
    }
}
