package com.pharmaerp.api.platform.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.problem.ProblemException;

import io.smallrye.mutiny.CompositeException;
import io.vertx.pgclient.PgException;

/** A deadlock PostgreSQL broke, or a plan still outdated after its last run, is the caller's cue to retry, never a 500. */
class TransactionConflictTest {

    private final TransactionConflict translator = new TransactionConflict();

    @Test
    void aDeadlockWrappedByThePipelineIs409TransactionConflictWithRetryAfter() {
        PgException deadlock = new PgException("deadlock detected", "ERROR", "40P01", "Process 1 waits for ShareLock");
        ProblemException problem = translator.translate(new CompositeException(new IllegalStateException("rolled back",
                deadlock), new IllegalStateException("other"))).orElseThrow();

        assertThat(problem.code()).isEqualTo(PersistenceProblem.TRANSACTION_CONFLICT);
        assertThat(problem.code().status()).isEqualTo(409);
        assertThat(problem.headers()).containsEntry("Retry-After", "1");
    }

    @Test
    void aSerializationFailureIsATransactionConflictToo() {
        assertThat(translator.translate(new PgException("could not serialize access", "ERROR", "40001", null))).isPresent();
    }

    @Test
    void aPlanStillOutdatedAfterTheLastRunIsATransactionConflictToo() {
        PgException outdated = new PgException("lot no longer holds 0.01 usable", "ERROR", "ERPRP", null);

        assertThat(TransactionConflict.planOutdated(new CompositeException(outdated, new IllegalStateException("aborted"))))
                .isTrue();
        assertThat(translator.translate(outdated).orElseThrow().code()).isEqualTo(PersistenceProblem.TRANSACTION_CONFLICT);
    }

    @Test
    void aDeadlockIsNoOutdatedPlanToRunAgain() {
        assertThat(TransactionConflict.planOutdated(new PgException("deadlock detected", "ERROR", "40P01", null))).isFalse();
    }

    @Test
    void anotherDatabaseErrorIsNotOne() {
        assertThat(translator.translate(new PgException("duplicate key", "ERROR", "23505", null))).isEmpty();
    }
}
