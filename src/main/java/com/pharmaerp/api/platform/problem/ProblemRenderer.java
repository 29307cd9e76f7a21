package com.pharmaerp.api.platform.problem;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import jakarta.inject.Singleton;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.config.ErpConfig;

/** Turns a {@link ProblemType} and a detail into the problem+json body and response every error path uses. */
@Singleton
public class ProblemRenderer {

    public static final String MEDIA_TYPE = "application/problem+json";

    private final String typeBase;
    private final ObjectMapper mapper;

    public ProblemRenderer(ErpConfig config, ObjectMapper mapper) {
        String base = config.problems().baseUri().toString();
        this.typeBase = base.endsWith("/") ? base : base + "/";
        this.mapper = mapper;
    }

    public Problem problem(ProblemType code, String detail, String instance, String requestId,
            List<Problem.FieldError> errors) {
        if (errors != null && errors.size() > Problem.MAX_ERRORS) {
            // A body of 10,000 bad items needs no 10,000-line answer: the first ones show what to fix.
            return new Problem(typeUri(code), code.title(), code.status(), detail + " (The first " + Problem.MAX_ERRORS
                    + " of " + errors.size() + " invalid fields are listed.)", instance, code.code(), requestId,
                    List.copyOf(errors.subList(0, Problem.MAX_ERRORS)));
        }
        return new Problem(typeUri(code), code.title(), code.status(), detail, instance, code.code(), requestId, errors);
    }

    /** The stable, documented URI of a problem type, e.g. {@code …/problems/api-key-revoked}. */
    public String typeUri(ProblemType code) {
        return typeBase + code.code().replace('_', '-').toLowerCase(Locale.ROOT);
    }

    public byte[] toBytes(Problem problem) {
        try {
            return mapper.writeValueAsBytes(problem);
        } catch (JsonProcessingException e) {
            // A record of strings and ints always serialises; reaching here is a bug in this class.
            throw new IllegalStateException("problem could not be serialised", e);
        }
    }

    /** The response for a problem raised while serving {@code instance}. */
    public Response response(ProblemException e, String instance, String requestId) {
        return response(problem(e.code(), e.detail(), instance, requestId, e.errors()), e.headers());
    }

    public Response response(Problem problem, Map<String, String> headers) {
        Response.ResponseBuilder builder = Response.status(problem.status())
                .type(MEDIA_TYPE)
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .entity(toBytes(problem));
        headers.forEach(builder::header);
        return builder.build();
    }
}
