package com.pharmaerp.api.platform.quantity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

class QuantityTest {

    @Test
    void massConvertsWithinMassExactly() {
        assertThat(Quantity.of("12.5", Unit.G).to(Unit.KG)).isEqualTo(Quantity.of("0.0125", Unit.KG));
        assertThat(Quantity.of("1.5", Unit.KG).to(Unit.MG)).isEqualTo(Quantity.of("1500000", Unit.MG));
        assertThat(Quantity.of("250", Unit.MG).to(Unit.G).plainValue()).isEqualTo("0.25");
    }

    @Test
    void volumeConvertsWithinVolume() {
        assertThat(Quantity.of("0.75", Unit.L).to(Unit.ML)).isEqualTo(Quantity.of("750", Unit.ML));
    }

    @Test
    void unitsOfDifferentDimensionsDoNotConvert() {
        assertThatThrownBy(() -> Quantity.of("1", Unit.L).to(Unit.KG))
                .isInstanceOf(IncompatibleUnitException.class)
                .hasMessage("L (volume) does not convert to kg (mass)");
        assertThatThrownBy(() -> Quantity.of("1", Unit.EA).to(Unit.G)).isInstanceOf(IncompatibleUnitException.class);
    }

    @Test
    void aConversionNeedingMoreThanSixDecimalsIsRefusedNotRounded() {
        assertThat(Quantity.of("1", Unit.MG).to(Unit.KG).plainValue()).isEqualTo("0.000001");
        assertThatThrownBy(() -> Quantity.of("0.5", Unit.MG).to(Unit.KG)).isInstanceOf(ArithmeticException.class);
    }

    @Test
    void aValueBeyondTheColumnIsRefused() {
        assertThatThrownBy(() -> Quantity.of("0.0000001", Unit.G)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Quantity.of("1000000000000", Unit.G)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Quantity.of("999999999999.999999", Unit.G).plainValue()).isEqualTo("999999999999.999999");
        assertThatThrownBy(() -> Quantity.of("999999999999", Unit.KG).to(Unit.G)).isInstanceOf(ArithmeticException.class);
    }

    @Test
    void valuesAreNormalisedSoEqualAmountsAreEqualAndPrintPlainly() {
        assertThat(Quantity.of("12.50", Unit.KG)).isEqualTo(Quantity.of("12.5", Unit.KG));
        assertThat(Quantity.of("1E+3", Unit.G).plainValue()).isEqualTo("1000");
        assertThat(Quantity.of("0.000", Unit.G).plainValue()).isEqualTo("0");
        assertThat(new Quantity(new BigDecimal("100"), Unit.EA).toString()).isEqualTo("100 ea");
    }

    @Test
    void arithmeticConvertsTheOtherOperandToThisUnit() {
        Quantity stock = Quantity.of("2", Unit.KG);
        assertThat(stock.minus(Quantity.of("500", Unit.G))).isEqualTo(Quantity.of("1.5", Unit.KG));
        assertThat(stock.plus(Quantity.of("250", Unit.G))).isEqualTo(Quantity.of("2.25", Unit.KG));
        assertThat(stock.compareTo(Quantity.of("2000", Unit.G))).isZero();
        assertThat(stock.minus(Quantity.of("3", Unit.KG)).isPositive()).isFalse();
    }

    @Test
    void unitSymbolsAreCaseSensitiveAsInSi() {
        assertThat(Unit.ofSymbol("mL")).contains(Unit.ML);
        assertThat(Unit.ofSymbol("ml")).isEmpty();
        assertThat(Unit.ofSymbol("KG")).isEmpty();
    }
}
