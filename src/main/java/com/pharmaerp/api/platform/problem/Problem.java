package com.pharmaerp.api.platform.problem;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** An RFC 9457 problem details body, extended with a stable {@code code} and the {@code requestId}. */
@RegisterForReflection
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({ "type", "title", "status", "detail", "instance", "code", "requestId", "errors" })
@Schema(name = "Problem", description = "RFC 9457 problem details, sent as application/problem+json for every error.")
public record Problem(
        @Schema(description = "Stable URI that identifies the problem type and documents it.") String type,
        @Schema(description = "Short summary of the problem type; the same for every occurrence.") String title,
        @Schema(description = "The HTTP status code.") int status,
        @Schema(description = "What went wrong with this request, in words a person can act on.") String detail,
        @Schema(description = "The request path the problem occurred on.") String instance,
        @Schema(description = "Stable machine-readable snake_case code.") String code,
        @Schema(description = "The request id; quote it when contacting support.") String requestId,
        @Schema(description = "Field-level validation errors, when the request body or parameters were invalid; "
                + "at most the first 100.", maxItems = MAX_ERRORS) List<FieldError> errors) {

    /** The most field errors one problem lists. */
    public static final int MAX_ERRORS = 100;

    /** One invalid field of a request. */
    @RegisterForReflection
    @Schema(name = "FieldError")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record FieldError(String field, String message,
            @Schema(description = "What is wrong with the field, where a rule names it, e.g. training_expired.", maxLength = 60) String code,
            @Schema(description = "The course a training requirement asks for, with code training_missing or "
                    + "training_expired.", maxLength = 40) String courseCode) {

        public FieldError(String field, String message) {
            this(field, message, null, null);
        }
    }
}
