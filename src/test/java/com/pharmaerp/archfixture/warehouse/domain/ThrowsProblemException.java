package com.pharmaerp.archfixture.warehouse.domain;

import com.pharmaerp.archfixture.platform.problem.ProblemException;

/** Breaks "the domain knows no framework": it throws the HTTP layer's exception instead of a Refusal. */
public class ThrowsProblemException {

    public void hold() {
        throw new ProblemException("already held");
    }
}
