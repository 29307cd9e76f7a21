package com.pharmaerp.api.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.problem.ProblemType;
import com.pharmaerp.api.platform.problem.Refusal;

import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * Checks of a problem: that a response is a complete RFC 9457 problem that reveals nothing internal,
 * or, below HTTP, that an action is refused with a code.
 */
public final class ProblemAssert {

    private ProblemAssert() {
    }

    /**
     * What an action was refused with: a domain rule's {@link Refusal} or a platform check's
     * {@link ProblemException}; the edge answers both with the same problem.
     */
    public record Refused(ProblemType code, String detail, List<Problem.FieldError> errors) {

        /** The fields the refusal names, in order; none when it is not about fields. */
        public List<String> fields() {
            return errors == null ? List.of() : errors.stream().map(Problem.FieldError::field).toList();
        }
    }

    /** What the action was refused with; fails when it returns, or throws anything but a refusal. */
    public static Refused refusal(Runnable action) {
        Throwable thrown = catchThrowable(action::run);
        if (thrown instanceof Refusal refusal) {
            return new Refused(refusal.code(), refusal.detail(), refusal.errors());
        }
        if (thrown instanceof ProblemException problem) {
            return new Refused(problem.code(), problem.detail(), problem.errors());
        }
        throw new AssertionError(thrown == null ? "not refused" : "not a refusal: " + thrown, thrown);
    }

    /** Asserts the action is refused with the code; returns the refusal for a look at its detail and fields. */
    public static Refused assertRefused(Runnable action, String code) {
        Refused refused = refusal(action);
        assertThat(refused.code().code()).as("the code of the refusal \"%s\"", refused.detail()).isEqualTo(code);
        return refused;
    }

    public static Refused assertRefused(Runnable action, ProblemType code) {
        return assertRefused(action, code.code());
    }

    /** Asserts the full problem contract and returns the parsed body for further checks. */
    public static JsonPath assertProblem(Response response, int status, String code, String instance) {
        assertThat(response.statusCode()).as("status").isEqualTo(status);
        assertThat(response.contentType()).as("content type").startsWith(Api.PROBLEM_JSON);
        assertThat(response.header("Cache-Control")).isEqualTo("no-store");
        assertThat(response.header("X-SERVICE-API-Version")).isEqualTo("1.0");
        String requestId = response.header("X-Request-Id");
        assertThat(requestId).as("X-Request-Id").isNotBlank();
        String body = response.asString();
        JsonPath json = new JsonPath(body);
        Map<String, Object> fields = json.getMap("$");
        assertThat(fields).containsKeys("type", "title", "status", "detail", "instance", "code", "requestId");
        assertThat(json.getInt("status")).isEqualTo(status);
        assertThat(json.getString("code")).isEqualTo(code);
        assertThat(json.getString("type")).isEqualTo("https://docs.pharma-erp.example/problems/" + code.replace('_', '-'));
        assertThat(json.getString("title")).isNotBlank();
        assertThat(json.getString("detail")).isNotBlank();
        assertThat(json.getString("instance")).isEqualTo(instance);
        assertThat(json.getString("requestId")).isEqualTo(requestId);
        assertRevealsNothingInternal(body);
        return json;
    }

    public static void assertRevealsNothingInternal(String body) {
        assertThat(body).doesNotContain("Exception", "com.pharmaerp", "io.quarkus", "org.jboss", "java.", "\tat ");
        assertThat(body).as("no key material").doesNotContainPattern("erp_(live|test)_[0-9A-Za-z]{8,}");
    }
}
