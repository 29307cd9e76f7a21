package com.pharmaerp.api.platform.files;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The files' own problem codes (size and type refusals are the platform's 413 and 415). */
public final class FilesProblem {

    /** The bytes are not what the declared Content-Type says (a PDF that does not start with %PDF-, text with NUL). */
    public static final ProblemType CONTENT_MISMATCH = new ProblemType("content_mismatch", 422, "Content mismatch");
    /** A Range the file cannot serve: beyond its end, reversed, or several ranges at once. */
    public static final ProblemType RANGE_NOT_SATISFIABLE = new ProblemType("range_not_satisfiable", 416,
            "Range not satisfiable");

    private FilesProblem() {
    }
}
