package com.pharmaerp.api.platform.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ConnectException;
import java.util.List;
import java.util.concurrent.CompletionException;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.JsonParseException;
import com.pharmaerp.api.platform.problem.PlatformProblem;

import io.smallrye.mutiny.CompositeException;
import io.vertx.core.impl.NoStackTraceThrowable;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.ClosedConnectionException;

class DatabaseUnavailableTest {

    private final DatabaseUnavailable translator = new DatabaseUnavailable();

    @Test
    void aRefusedConnectionIs503WithRetryAfter() {
        var problem = translator.translate(new ConnectException("Connection refused")).orElseThrow();
        assertThat(problem.code()).isEqualTo(PlatformProblem.SERVICE_UNAVAILABLE);
        assertThat(problem.headers()).containsEntry("Retry-After", "5");
    }

    @Test
    void aServerShuttingDownOrAConnectionClosedMidQueryIsUnavailable() {
        assertThat(translator.translate(new PgException("terminating connection", "FATAL", "57P01", null))).isPresent();
        assertThat(translator.translate(new PgException("connection failure", "FATAL", "08006", null))).isPresent();
        assertThat(translator.translate(ClosedConnectionException.INSTANCE)).isPresent();
        assertThat(translator.translate(new IOException("Connection reset by peer"))).isPresent();
    }

    @Test
    void theAcquireTimeoutOfAFullPoolIsUnavailable() {
        assertThat(translator.translate(new NoStackTraceThrowable("Timeout"))).isPresent();
        assertThat(translator.translate(new NoStackTraceThrowable("something else"))).isEmpty();
    }

    @Test
    void failuresWrappedByAnotherOrBesideAFailedRollbackAreFound() {
        var wrapped = new CompletionException("wrapped", new ConnectException("refused"));
        assertThat(translator.translate(wrapped)).isPresent();
        var composite = new CompositeException(List.of(new IllegalStateException("rollback failed"),
                ClosedConnectionException.INSTANCE));
        assertThat(translator.translate(composite)).isPresent();
    }

    @Test
    void aConnectionLostAfterCommitWasSentIs503OutcomeUnknownNotNothingChanged() {
        var problem = translator.translate(new CommitOutcomeUnknown(ClosedConnectionException.INSTANCE)).orElseThrow();

        assertThat(problem.code()).isEqualTo(PersistenceProblem.OUTCOME_UNKNOWN);
        assertThat(problem.detail()).contains("may have been applied").contains("same Idempotency-Key")
                .doesNotContain("nothing was changed");
        assertThat(problem.headers()).containsEntry("Retry-After", "5");
    }

    /** The key's release after the failure cannot reach the database either. */
    @Test
    void anUnknownOutcomeBesideAFailedReleaseIsStillOutcomeUnknown() {
        var composite = new CompositeException(List.of(new CommitOutcomeUnknown(new IOException("Broken pipe")),
                new ConnectException("refused")));

        assertThat(translator.translate(composite).orElseThrow().code()).isEqualTo(PersistenceProblem.OUTCOME_UNKNOWN);
    }

    @Test
    void anSqlErrorOrAJsonErrorIsABugNotAnOutage() {
        assertThat(translator.translate(new PgException("syntax error", "ERROR", "42601", null))).isEmpty();
        assertThat(translator.translate(new CompletionException(new IllegalArgumentException("mapping")))).isEmpty();
        assertThat(translator.translate(new JsonParseException(null, "bad"))).isEmpty();
        assertThat(translator.translate(new IllegalStateException("bug"))).isEmpty();
    }
}
