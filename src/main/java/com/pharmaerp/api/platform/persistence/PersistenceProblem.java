package com.pharmaerp.api.platform.persistence;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The problems of the resource conventions every module follows (modules.md, "Conventions"). */
public enum PersistenceProblem implements ProblemType {
    INVALID_CURSOR(400, "Invalid cursor"),
    PRECONDITION_FAILED(412, "Precondition failed"),
    PRECONDITION_REQUIRED(428, "Precondition required"),
    INVALID_TRANSITION(409, "Invalid transition"),
    IDEMPOTENCY_KEY_IN_USE(409, "Idempotency key in use"),
    IDEMPOTENCY_KEY_REUSED(422, "Idempotency key reused");

    private final int status;
    private final String title;

    PersistenceProblem(int status, String title) {
        this.status = status;
        this.title = title;
    }

    @Override
    public int status() {
        return status;
    }

    @Override
    public String title() {
        return title;
    }
}
