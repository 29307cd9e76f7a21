package com.pharmaerp.api.platform.persistence;

import java.net.ConnectException;
import java.util.Map;

import jakarta.ws.rs.core.Response;

import org.hibernate.HibernateException;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.problem.ProblemRenderer;
import com.pharmaerp.api.platform.requestid.RequestIds;

import io.smallrye.mutiny.CompositeException;
import io.vertx.ext.web.RoutingContext;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.ClosedConnectionException;

/**
 * A request that needs the database while it does not answer gets 503 service_unavailable with
 * Retry-After, not a 500: nothing is wrong with the request, and nothing was changed (the
 * transaction did not commit). Health says the same at the same time.
 */
public class DatabaseUnavailableMapper {

    private static final Logger LOG = Logger.getLogger(DatabaseUnavailableMapper.class);
    /** SQLSTATE classes of a server going away: 08 connection exception, 57 operator intervention. */
    private static final String[] UNAVAILABLE_STATES = { "08", "57" };

    private final ProblemRenderer renderer;

    public DatabaseUnavailableMapper(ProblemRenderer renderer) {
        this.renderer = renderer;
    }

    @ServerExceptionMapper
    public Response mapRefused(ConnectException e, RoutingContext routing) {
        return unavailable(routing, e);
    }

    @ServerExceptionMapper
    public Response mapClosed(ClosedConnectionException e, RoutingContext routing) {
        return unavailable(routing, e);
    }

    /** A server shutting down or restarting answers with these; any other SQL error is a bug (500). */
    @ServerExceptionMapper
    public Response mapServerError(PgException e, RoutingContext routing) {
        return unavailableOrBug(routing, e);
    }

    /** Hibernate wraps the driver's failure; a failed rollback after it adds a second one beside it. */
    @ServerExceptionMapper
    public Response mapWrapped(HibernateException e, RoutingContext routing) {
        return unavailableOrBug(routing, e);
    }

    @ServerExceptionMapper
    public Response mapComposite(CompositeException e, RoutingContext routing) {
        return unavailableOrBug(routing, e);
    }

    private Response unavailableOrBug(RoutingContext routing, Throwable e) {
        if (isUnavailable(e, 0)) {
            return unavailable(routing, e);
        }
        LOG.errorf(e, "Unhandled error on %s %s (requestId %s)", routing.request().method(), routing.request().path(),
                RequestIds.of(routing));
        return renderer.response(new ProblemException(PlatformProblem.INTERNAL_ERROR,
                "The service failed to process the request. Quote the requestId when contacting support."),
                routing.request().path(), RequestIds.of(routing));
    }

    /** Whether the failure, or anything it wraps, says the database is not there. */
    static boolean isUnavailable(Throwable e, int depth) {
        if (e == null || depth > 10) {
            return false;
        }
        if (e instanceof ConnectException || e instanceof ClosedConnectionException) {
            return true;
        }
        if (e instanceof PgException pg && pg.getSqlState() != null) {
            for (String state : UNAVAILABLE_STATES) {
                if (pg.getSqlState().startsWith(state)) {
                    return true;
                }
            }
        }
        if (e instanceof CompositeException composite) {
            for (Throwable cause : composite.getCauses()) {
                if (isUnavailable(cause, depth + 1)) {
                    return true;
                }
            }
        }
        return isUnavailable(e.getCause(), depth + 1);
    }

    private Response unavailable(RoutingContext routing, Throwable e) {
        LOG.warnf("%s %s needs the database, which does not answer (%s)", routing.request().method(),
                routing.request().path(), e.getClass().getSimpleName());
        return renderer.response(new ProblemException(PlatformProblem.SERVICE_UNAVAILABLE,
                "The database is not reachable right now; nothing was changed. Retry shortly.",
                Map.of("Retry-After", "5")), routing.request().path(), RequestIds.of(routing));
    }
}
