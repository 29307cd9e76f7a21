package com.pharmaerp.api.platform.quantity;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The units a quantity may be given in. Each converts exactly (a power of ten) to the others of
 * its dimension and to no other: mass to mass, volume to volume, count to count.
 */
public enum Unit {
    MG("mg", Dimension.MASS, new BigDecimal("0.001")),
    G("g", Dimension.MASS, BigDecimal.ONE),
    KG("kg", Dimension.MASS, new BigDecimal("1000")),
    ML("mL", Dimension.VOLUME, BigDecimal.ONE),
    L("L", Dimension.VOLUME, new BigDecimal("1000")),
    EA("ea", Dimension.COUNT, BigDecimal.ONE);

    /** The symbols, in the order of the enum, for validation messages and the OpenAPI document. */
    public static final String SYMBOLS = "mg, g, kg, mL, L, ea";

    public enum Dimension {
        MASS, VOLUME, COUNT
    }

    // Every quantity read from a row looks its unit up.
    private static final Map<String, Unit> BY_SYMBOL = Arrays.stream(values())
            .collect(Collectors.toUnmodifiableMap(Unit::symbol, unit -> unit));

    private final String symbol;
    private final Dimension dimension;
    /** How many of the dimension's reference unit (g, mL, ea) one of this unit is. */
    private final BigDecimal factor;

    Unit(String symbol, Dimension dimension, BigDecimal factor) {
        this.symbol = symbol;
        this.dimension = dimension;
        this.factor = factor;
    }

    /** Symbols are case-sensitive, as in SI: {@code mL} is a unit, {@code ml} and {@code KG} are not. */
    public static Optional<Unit> ofSymbol(String symbol) {
        return Optional.ofNullable(symbol == null ? null : BY_SYMBOL.get(symbol));
    }

    public String symbol() {
        return symbol;
    }

    public Dimension dimension() {
        return dimension;
    }

    /** The symbol with what it measures, for messages: {@code kg (mass)}. */
    public String describe() {
        return symbol + " (" + dimension.name().toLowerCase(Locale.ROOT) + ")";
    }

    public boolean convertsTo(Unit other) {
        return dimension == other.dimension;
    }

    BigDecimal factor() {
        return factor;
    }

    @Override
    public String toString() {
        return symbol;
    }
}
