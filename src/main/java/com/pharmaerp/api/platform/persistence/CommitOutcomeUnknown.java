package com.pharmaerp.api.platform.persistence;

/**
 * A write's connection was lost after its COMMIT was sent: the database may have committed it or not,
 * and nothing on this side can tell which (DatabaseUnavailable answers 503 outcome_unknown).
 */
public final class CommitOutcomeUnknown extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public CommitOutcomeUnknown(Throwable lost) {
        super("The connection was lost after COMMIT was sent", lost, false, false);
    }
}
