package com.pharmaerp.api.platform.persistence;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.problem.Causes;
import com.pharmaerp.api.platform.problem.FailureTranslator;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.vertx.pgclient.PgException;

/**
 * PostgreSQL rolled the transaction back to break a deadlock (or a serialization conflict) with
 * another request on the same rows: nothing of it was committed, and the same request succeeds when
 * retried. 409 transaction_conflict with Retry-After, never a 500: nothing is wrong with the request.
 */
@Singleton
public class TransactionConflict implements FailureTranslator {

    /** 40P01 deadlock_detected, 40001 serialization_failure. */
    static final Set<String> SQL_STATES = Set.of("40P01", "40001");

    @Override
    public Optional<ProblemException> translate(Throwable failure) {
        return Optional.ofNullable(Causes.find(failure, PgException.class, pg -> SQL_STATES.contains(pg.getSqlState())))
                .map(pg -> new ProblemException(PersistenceProblem.TRANSACTION_CONFLICT, "Another request changed the same "
                        + "records at the same moment; this one was rolled back and changed nothing. Retry it.",
                        Map.of("Retry-After", "1")));
    }
}
