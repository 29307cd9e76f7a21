package com.pharmaerp.api.platform.health;

import java.time.Instant;

/**
 * One dependency's contribution to health: a bean implementing this is found by
 * {@link HealthSnapshot} and appears in {@code GET /v1/health} under {@link #name()}, and in the
 * readiness probe as {@link #readiness()} says. {@link #check(Instant)} must be cheap (read a state
 * the dependency keeps, never probe it): the snapshot calls it on every rebuild. A check whose state
 * changes fires {@link Changed} so health reflects it at once rather than at the next timed rebuild.
 */
public interface DependencyCheck {

    /** The key in the health payload's {@code checks}, {@code componentName:measurementName}. */
    String name();

    /** @return the observation, or null for a dependency this deployment does not have (it is left out of health) */
    HealthCheckResult check(Instant now);

    /** Per-pod dependencies (the default) keep the pod out of the Service while they fail. */
    default Readiness readiness() {
        return Readiness.WHILE_FAILING;
    }

    /** How a failing check affects the pod's readiness probe. */
    enum Readiness {
        /** Not ready while the check fails: every request would fail on this pod alone. */
        WHILE_FAILING,
        /**
         * Not ready until the check has passed once; a later failure leaves readiness UP. For a
         * dependency every pod shares: pulling all pods at once helps no caller.
         */
        UNTIL_FIRST_PASS,
        /** Reported in health only. */
        NEVER
    }

    /** Fired (CDI event) when a dependency's state changed. */
    record Changed(String name) {
    }
}
