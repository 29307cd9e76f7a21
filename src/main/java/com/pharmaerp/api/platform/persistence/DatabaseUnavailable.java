package com.pharmaerp.api.platform.persistence;

import java.io.IOException;
import java.net.ConnectException;
import java.util.Map;
import java.util.Optional;

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
 * transaction did not commit). Health says the same at the same time.
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
        Throwable cause = unavailableCause(failure, 0);
        if (cause == null) {
            return Optional.empty();
        }
        LOG.warnf("A request needs the database, which does not answer (%s: %s)", cause.getClass().getSimpleName(),
                cause.getMessage());
        return Optional.of(new ProblemException(PlatformProblem.SERVICE_UNAVAILABLE,
                "The database is not reachable right now; nothing was changed. Retry shortly.",
                Map.of("Retry-After", "5")));
    }

    /** The failure, or what it wraps, that says the database is not there; null if none does. */
    static Throwable unavailableCause(Throwable e, int depth) {
        if (e == null || depth > 10) {
            return null;
        }
        if (isUnavailable(e)) {
            return e;
        }
        if (e instanceof CompositeException composite) {
            for (Throwable inner : composite.getCauses()) {
                Throwable found = unavailableCause(inner, depth + 1);
                if (found != null) {
                    return found;
                }
            }
        }
        return unavailableCause(e.getCause(), depth + 1);
    }

    private static boolean isUnavailable(Throwable e) {
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
