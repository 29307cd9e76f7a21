package com.pharmaerp.api.platform.problem;

import java.util.List;

/**
 * A domain rule's "no": the code from the module's problem holder, the detail a person reads and,
 * for a rule about given fields, each field named. It carries no HTTP status: the edge maps the code
 * to one ({@link ProblemExceptionMapper}). Like {@link ProblemException} it has no stack trace, since
 * it is an expected answer, not a bug.
 */
public final class Refusal extends RuntimeException {

    private final transient ProblemType code;
    private final transient List<Problem.FieldError> errors;

    public Refusal(ProblemType code, String detail) {
        this(code, detail, null);
    }

    /** A refusal about fields of the command, each named in {@code errors}. */
    public Refusal(ProblemType code, String detail, List<Problem.FieldError> errors) {
        super(detail, null, false, false);
        this.code = code;
        this.errors = errors == null ? null : List.copyOf(errors);
    }

    /** A refusal about one field of the command. */
    public static Refusal ofField(ProblemType code, String field, String detail) {
        return new Refusal(code, detail, List.of(new Problem.FieldError(field, detail)));
    }

    public ProblemType code() {
        return code;
    }

    public String detail() {
        return getMessage();
    }

    /** The fields the rule is about, or null. */
    public List<Problem.FieldError> errors() {
        return errors;
    }
}
