package com.pharmaerp.archfixture.warehouse.domain;

/** Breaks "no public mutable field" (quantity) and "instance fields are private" (lot, which is final). */
public class OpenStock {

    public static final String KIND = "stock";

    public int quantity;
    public final String lot = "L-000001";
}
