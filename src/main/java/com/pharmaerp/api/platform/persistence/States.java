package com.pharmaerp.api.platform.persistence;

import java.util.Arrays;
import java.util.Locale;

import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.problem.Refusal;

/** The refusal of a move a record's life cycle does not allow from its current state. */
public final class States {

    private States() {
    }

    /**
     * @param record how the detail names the record, e.g. {@code Order PO-000001}
     * @throws ProblemException 409 invalid_transition naming the current state
     */
    @SafeVarargs
    public static <S extends Enum<S>> void require(S current, String record, String rule, S... allowed) {
        if (!Arrays.asList(allowed).contains(current)) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, detail(current, record, rule));
        }
    }

    /**
     * The same rule for a domain transition, which refuses without an HTTP status.
     *
     * @throws Refusal invalid_transition naming the current state
     */
    @SafeVarargs
    public static <S extends Enum<S>> void allow(S current, String record, String rule, S... allowed) {
        if (!Arrays.asList(allowed).contains(current)) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, detail(current, record, rule));
        }
    }

    private static String detail(Enum<?> current, String record, String rule) {
        return record + " is " + current.name().toLowerCase(Locale.ROOT) + "; " + rule + ".";
    }
}
