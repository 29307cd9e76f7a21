package com.pharmaerp.archfixture.warehouse.domain;

/** A module's internal entity. */
public class FixtureLot {

    public String number = "L-000001";
}
