package com.pharmaerp.api.production;

import java.util.Optional;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.Causes;
import com.pharmaerp.api.platform.problem.FailureTranslator;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.vertx.pgclient.PgException;

/**
 * The database's refusal of a charge on an order that moved on while the charge was being made
 * ({@code erp_charge_order}, V35) as 409 invalid_transition: the check runs in the charge's last round
 * trip, with COMMIT, where the service no longer reads answers. The unit was rolled back whole.
 */
@Singleton
public class ChargeRefusedTranslator implements FailureTranslator {

    /** The SQLSTATE the function raises; its DETAIL is the order's number, its HINT the order's status. */
    static final String SQL_STATE = "ERPCH";

    @Override
    public Optional<ProblemException> translate(Throwable failure) {
        return Optional.ofNullable(Causes.find(failure, PgException.class, pg -> SQL_STATE.equals(pg.getSqlState())))
                .map(pg -> new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Order " + pg.getDetail()
                        + " became " + pg.getHint() + " while the charge was being made: it takes no charge, and nothing "
                        + "was changed; read it again."));
    }
}
