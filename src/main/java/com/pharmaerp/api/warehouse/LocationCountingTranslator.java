package com.pharmaerp.api.warehouse;

import java.util.Optional;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.problem.Causes;
import com.pharmaerp.api.platform.problem.FailureTranslator;
import com.pharmaerp.api.platform.problem.ProblemException;

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
        return Optional.ofNullable(Causes.find(failure, PgException.class, pg -> SQL_STATE.equals(pg.getSqlState())))
                .map(pg -> new ProblemException(WarehouseProblem.LOCATION_COUNTING,
                "Location " + pg.getDetail() + " is being counted (" + pg.getHint() + "): nothing moves into or out of it "
                        + "until the count is posted or cancelled; nothing was changed."));
    }
}
