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
 * another request on the same rows, or a write planned on rows another request changed meanwhile kept
 * finding them changed when run again: nothing of it was committed, and the same request succeeds when
 * retried. 409 transaction_conflict with Retry-After, never a 500: nothing is wrong with the request.
 */
@Singleton
public class TransactionConflict implements FailureTranslator {

    /**
     * The SQLSTATE a statement raises when the rows it locks no longer hold what the unit planned on, read
     * without locks (erp_debit_planned, V36): {@link com.pharmaerp.api.platform.work.UnitsOfWork} runs such a
     * unit again from its start.
     */
    static final String PLAN_OUTDATED = "ERPRP";

    /** 40P01 deadlock_detected, 40001 serialization_failure, and a plan still outdated after the unit's last run. */
    static final Set<String> SQL_STATES = Set.of("40P01", "40001", PLAN_OUTDATED);

    /** Whether the unit failed because what it planned on changed before it took its locks. */
    public static boolean planOutdated(Throwable failure) {
        return Causes.find(failure, PgException.class, pg -> PLAN_OUTDATED.equals(pg.getSqlState())) != null;
    }

    @Override
    public Optional<ProblemException> translate(Throwable failure) {
        return Optional.ofNullable(Causes.find(failure, PgException.class, pg -> SQL_STATES.contains(pg.getSqlState())))
                .map(pg -> new ProblemException(PersistenceProblem.TRANSACTION_CONFLICT, "Another request changed the same "
                        + "records at the same moment; this one was rolled back and changed nothing. Retry it.",
                        Map.of("Retry-After", "1")));
    }
}
