package com.pharmaerp.api.platform.persistence;

import java.io.IOException;
import java.net.ConnectException;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JacksonException;

import com.pharmaerp.api.platform.problem.FailureTranslator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.quarkus.arc.InactiveBeanException;
import io.smallrye.mutiny.CompositeException;
import io.vertx.core.impl.NoStackTraceThrowable;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.ClosedConnectionException;

/**
 * A request that needs the database while it does not answer gets 503 service_unavailable with
 * Retry-After, not a 500: nothing is wrong with the request, and nothing was changed (the
 * transaction did not commit). Health says the same at the same time. A write whose connection was
 * lost once its COMMIT was sent may have committed: that one is 503 outcome_unknown, which says so
 * and points at the Idempotency-Key, since only a retry with it can learn the outcome.
 */
@Singleton
public class DatabaseUnavailable implements FailureTranslator {

    private static final Logger LOG = Logger.getLogger(DatabaseUnavailable.class);
    /** SQLSTATE classes of a server going away: 08 connection exception, 57 operator intervention. */
    private static final String[] UNAVAILABLE_STATES = { "08", "57" };
    /** The pool's only signal that no connection came within its acquire timeout. */
    private static final String POOL_ACQUIRE_TIMEOUT = "Timeout";

    @Override
    public Optional<ProblemException> translate(Throwable failure) {
        Throwable unknown = find(failure, CommitOutcomeUnknown.class::isInstance, 0);
        if (unknown != null) {
            Throwable lost = unknown.getCause();
            LOG.warnf("A write lost its database connection after COMMIT was sent (%s: %s)",
                    lost.getClass().getSimpleName(), lost.getMessage());
            return Optional.of(new ProblemException(PersistenceProblem.OUTCOME_UNKNOWN,
                    "The database connection was lost while the write was being committed: it may have been applied. "
                            + "Retry with the same Idempotency-Key to get its result; without a key, check before "
                            + "sending it again.",
                    Map.of("Retry-After", "5")));
        }
        Throwable cause = find(failure, DatabaseUnavailable::isUnavailable, 0);
        if (cause == null) {
            return Optional.empty();
        }
        LOG.warnf("A request needs the database, which does not answer (%s: %s)", cause.getClass().getSimpleName(),
                cause.getMessage());
        return Optional.of(new ProblemException(PlatformProblem.SERVICE_UNAVAILABLE,
                "The database is not reachable right now; nothing was changed. Retry shortly.",
                Map.of("Retry-After", "5")));
    }

    /** Whether a failure, or what it wraps, says the database or the connection to it is gone. */
    public static boolean isUnavailable(Throwable failure) {
        return find(failure, DatabaseUnavailable::isUnavailableItself, 0) != null;
    }

    /** The failure, or what it wraps, that matches; null if none does. */
    private static Throwable find(Throwable e, Predicate<Throwable> matches, int depth) {
        if (e == null || depth > 10) {
            return null;
        }
        if (matches.test(e)) {
            return e;
        }
        if (e instanceof CompositeException composite) {
            for (Throwable inner : composite.getCauses()) {
                Throwable found = find(inner, matches, depth + 1);
                if (found != null) {
                    return found;
                }
            }
        }
        return find(e.getCause(), matches, depth + 1);
    }

    private static boolean isUnavailableItself(Throwable e) {
        // A socket reset or closed mid-query surfaces as a plain IOException from the driver;
        // Jackson's exceptions are IOExceptions too, but say nothing about the database.
        if (e instanceof ConnectException || e instanceof ClosedConnectionException
                || e instanceof IOException && !(e instanceof JacksonException)) {
            return true;
        }
        // No database configured: the service runs not ready, and says so in health.
        if (e instanceof InactiveBeanException) {
            return true;
        }
        if (e instanceof NoStackTraceThrowable && POOL_ACQUIRE_TIMEOUT.equals(e.getMessage())) {
            return true;
        }
        if (e instanceof PgException pg && pg.getSqlState() != null) {
            for (String state : UNAVAILABLE_STATES) {
                if (pg.getSqlState().startsWith(state)) {
                    return true;
                }
            }
        }
        return false;
    }
}
