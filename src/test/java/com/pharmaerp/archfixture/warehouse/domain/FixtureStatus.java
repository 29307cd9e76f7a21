package com.pharmaerp.archfixture.warehouse.domain;

/** Follows the rules: an enum's field is its own business. */
public enum FixtureStatus {
    RELEASED("released");

    final String id;

    FixtureStatus(String id) {
        this.id = id;
    }
}
