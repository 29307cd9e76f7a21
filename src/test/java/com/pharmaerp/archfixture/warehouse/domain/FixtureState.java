package com.pharmaerp.archfixture.warehouse.domain;

/** Follows the rules: a record's fields are private and final. */
public record FixtureState(String status, int quantity) {
}
