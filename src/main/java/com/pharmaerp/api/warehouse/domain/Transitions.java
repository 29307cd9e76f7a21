package com.pharmaerp.api.warehouse.domain;

import java.util.Locale;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.Refusal;

/** The refusal of a move a record's life cycle does not allow from its current status. */
final class Transitions {

    private Transitions() {
    }

    /**
     * @param record how the detail names the record, e.g. {@code Count IC-000001}
     * @throws Refusal invalid_transition naming the current status
     */
    static <S extends Enum<S>> void require(S current, String record, String rule, S allowed) {
        if (current != allowed) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, record + " is " + current.name().toLowerCase(Locale.ROOT)
                    + "; " + rule + ".");
        }
    }
}
