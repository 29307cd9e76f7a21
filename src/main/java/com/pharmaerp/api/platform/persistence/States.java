package com.pharmaerp.api.platform.persistence;

import java.util.Locale;

import com.pharmaerp.api.platform.problem.ProblemException;

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
        for (S state : allowed) {
            if (state == current) {
                return;
            }
        }
        throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, record + " is "
                + current.name().toLowerCase(Locale.ROOT) + "; " + rule + ".");
    }
}
