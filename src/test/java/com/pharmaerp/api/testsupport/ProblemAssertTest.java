package com.pharmaerp.api.testsupport;

import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static com.pharmaerp.api.testsupport.ProblemAssert.refusal;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.problem.Refusal;

/** The refusal assertion the domain tests share can fail: it holds an action to the code it was refused with. */
class ProblemAssertTest {

    @Test
    void anActionThatIsNotRefusedFails() {
        assertThatThrownBy(() -> refusal(() -> { })).isInstanceOf(AssertionError.class).hasMessage("not refused");
    }

    @Test
    void anActionThatFailsOtherwiseFails() {
        assertThatThrownBy(() -> refusal(() -> {
            throw new IllegalStateException("a bug");
        })).isInstanceOf(AssertionError.class).hasCauseInstanceOf(IllegalStateException.class);
    }

    @Test
    void anotherCodeFails() {
        assertThatThrownBy(() -> assertRefused(() -> {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Closed.");
        }, PlatformProblem.VALIDATION_FAILED)).isInstanceOf(AssertionError.class).hasMessageContaining("Closed.");
    }

    @Test
    void aPlatformProblemIsARefusalToo() {
        Runnable missingIfMatch = () -> {
            throw new ProblemException(PersistenceProblem.PRECONDITION_REQUIRED, "Send If-Match.");
        };

        assertThat(assertRefused(missingIfMatch, "precondition_required").detail()).isEqualTo("Send If-Match.");
    }
}
