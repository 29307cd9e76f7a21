package com.pharmaerp.api.platform.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class RepeatedLineNumbersTest {

    @Test
    void distinctNumbersAreNoError() {
        assertThat(RepeatedLineNumbers.in(List.of(1, 2, 3))).isEmpty();
    }

    @Test
    void everyLineAfterTheFirstWithANumberIsNamedByItsIndex() {
        assertThat(RepeatedLineNumbers.in(List.of(1, 2, 1, 1)))
                .extracting(Problem.FieldError::field)
                .containsExactly("lines[2].lineNo", "lines[3].lineNo");
    }
}
