package com.pharmaerp.archfixture.warehouse.service;

import com.pharmaerp.archfixture.platform.problem.ProblemException;

/** Breaks "services refuse only with refusals": it refuses with the HTTP layer's exception. */
public class RefusesInHttp {

    public void count() {
        throw new ProblemException("location is being counted");
    }
}
