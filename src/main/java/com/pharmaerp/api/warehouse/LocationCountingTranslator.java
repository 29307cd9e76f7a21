package com.pharmaerp.api.warehouse;

import java.util.Optional;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.problem.FailureTranslator;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.smallrye.mutiny.CompositeException;
import io.vertx.pgclient.PgException;

/**
 * The database's refusal of a movement into or out of a location being counted (the trigger
 * {@code stock_movements_not_while_counting}, V19) as 409 location_counting: it is the one check
 * every movement passes, whichever statement posts it, on every pod.
 */
@Singleton
public class LocationCountingTranslator implements FailureTranslator {

    /** The SQLSTATE the trigger raises; its DETAIL is the location's code, its HINT the count's id. */
    static final String SQL_STATE = "ERPLC";

    @Override
    public Optional<ProblemException> translate(Throwable failure) {
        return Optional.ofNullable(refusal(failure, 0)).map(pg -> new ProblemException(WarehouseProblem.LOCATION_COUNTING,
                "Location " + pg.getDetail() + " is being counted (" + pg.getHint() + "): nothing moves into or out of it "
                        + "until the count is posted or cancelled; nothing was changed."));
    }

    /** The trigger's refusal, possibly wrapped; null if the failure is another. */
    private static PgException refusal(Throwable e, int depth) {
        if (e == null || depth > 10) {
            return null;
        }
        if (e instanceof PgException pg && SQL_STATE.equals(pg.getSqlState())) {
            return pg;
        }
        if (e instanceof CompositeException composite) {
            for (Throwable inner : composite.getCauses()) {
                PgException found = refusal(inner, depth + 1);
                if (found != null) {
                    return found;
                }
            }
        }
        return refusal(e.getCause(), depth + 1);
    }
}
