package com.pharmaerp.api.platform.problem;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A document's lines are told apart by their numbers: every line after the first to use a number is a field error. */
public final class RepeatedLineNumbers {

    private RepeatedLineNumbers() {
    }

    /** One {@code lines[i].lineNo} error per line whose number an earlier line already has; empty when all differ. */
    public static List<Problem.FieldError> in(List<Integer> lineNos) {
        List<Problem.FieldError> errors = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < lineNos.size(); i++) {
            if (!seen.add(lineNos.get(i))) {
                errors.add(new Problem.FieldError("lines[" + i + "].lineNo", "repeats another line's number"));
            }
        }
        return errors;
    }
}
