package com.pharmaerp.api.production.domain;

import java.util.Arrays;

/** What a step of the master batch record asks the operator to do (docs/design/batch-execution.md). */
public enum StepKind {

    INSTRUCTION("instruction"),
    /** Claim one piece of equipment of the step's kind. */
    EQUIPMENT("equipment"),
    /** Done once the order holds a verified consumption of the step's material. */
    CHARGE("charge"),
    /** A process value recorded against limits. */
    PARAMETER("parameter"),
    /** A test result recorded against limits. */
    IN_PROCESS_CONTROL("in_process_control"),
    /** A wait, from the previous step's performance to this one's, within a window. */
    HOLD("hold");

    private final String id;

    StepKind(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** Whether the step records a value against limits. */
    public boolean measured() {
        return this == PARAMETER || this == IN_PROCESS_CONTROL;
    }

    /** @return null for no such kind */
    public static StepKind ofOrNull(String id) {
        return Arrays.stream(values()).filter(kind -> kind.id.equals(id)).findFirst().orElse(null);
    }

    public static StepKind of(String id) {
        StepKind kind = ofOrNull(id);
        if (kind == null) {
            throw new IllegalArgumentException("unknown step kind " + id);
        }
        return kind;
    }
}
