package com.pharmaerp.api.platform.quantity;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;

class MeasuredTextTest {

    record Body(@JsonDeserialize(using = MeasuredText.class) String value) {
    }

    private static String read(String json) throws Exception {
        return new ObjectMapper().readValue(json, Body.class).value();
    }

    @Test
    void aDecimalStringIsReadAsSent() throws Exception {
        assertThat(read("{\"value\": \"12.50\"}")).isEqualTo("12.50");
    }

    @Test
    void aJsonNumberIsReadAsItsExactTextNeverThroughAFloat() throws Exception {
        assertThat(read("{\"value\": 12.50}")).isEqualTo("12.50");
        assertThat(read("{\"value\": 0.1}")).isEqualTo("0.1");
        assertThat(read("{\"value\": -3}")).isEqualTo("-3");
    }

    @Test
    void theFieldsPatternAcceptsSignedDecimalsAndRefusesExponents() {
        assertThat("-12.5").matches(MeasuredText.PATTERN);
        assertThat("1e3").doesNotMatch(MeasuredText.PATTERN);
    }
}
