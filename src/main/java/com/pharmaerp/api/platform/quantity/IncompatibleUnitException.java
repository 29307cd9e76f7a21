package com.pharmaerp.api.platform.quantity;

/** A conversion between units of different dimensions (mass and volume, say): no factor exists. */
public class IncompatibleUnitException extends IllegalArgumentException {

    private final Unit from;
    private final Unit to;

    public IncompatibleUnitException(Unit from, Unit to) {
        super(from.describe() + " does not convert to " + to.describe());
        this.from = from;
        this.to = to;
    }

    public Unit from() {
        return from;
    }

    public Unit to() {
        return to;
    }
}
