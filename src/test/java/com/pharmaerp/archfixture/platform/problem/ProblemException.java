package com.pharmaerp.archfixture.platform.problem;

/** Stands for the platform's ProblemException, which the domain must not throw. */
public class ProblemException extends RuntimeException {

    public ProblemException(String detail) {
        super(detail);
    }
}
