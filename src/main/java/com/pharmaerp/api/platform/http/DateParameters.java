package com.pharmaerp.api.platform.http;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;

/** Query parameters that name a day ({@code expiresBefore=2026-01-31}): the form, then a day that exists. */
public final class DateParameters {

    /** The parameter's {@code @Pattern}. */
    public static final String DATE = "[0-9]{4}-[0-9]{2}-[0-9]{2}";
    public static final String DATE_MESSAGE = "must be a date such as 2026-01-31";

    private DateParameters() {
    }

    /** A date filter; null when not given. @throws ProblemException 422 for a date that does not exist (2026-02-30) */
    public static LocalDate parse(String name, String value) {
        if (value == null) {
            return null;
        }
        try {
            return LocalDate.parse(value);
        } catch (DateTimeParseException e) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, name + " must be a date that exists.",
                    List.of(new Problem.FieldError(name, DATE_MESSAGE)));
        }
    }
}
