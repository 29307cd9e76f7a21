package com.pharmaerp.archfixture.warehouse.api;

/** A module's representation of a lot, for its resources only. */
public record FixtureLotView(String number) {
}
