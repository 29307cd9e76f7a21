package com.pharmaerp.api.platform.persistence;

import java.util.Arrays;
import java.util.Locale;

import com.pharmaerp.api.platform.problem.Refusal;

/** The refusal of a move a record's life cycle does not allow from its current state. */
public final class States {

    private States() {
    }

    /**
     * @param record how the detail names the record, e.g. {@code Order PO-000001}
     * @throws Refusal invalid_transition naming the current state unless it is one of those allowed
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
