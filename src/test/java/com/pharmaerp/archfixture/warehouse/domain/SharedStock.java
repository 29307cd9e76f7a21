package com.pharmaerp.archfixture.warehouse.domain;

/** Breaks only the stricter rule: a package-private field, reachable from the whole package. */
public class SharedStock {

    int quantity;

    public int quantity() {
        return quantity;
    }
}
