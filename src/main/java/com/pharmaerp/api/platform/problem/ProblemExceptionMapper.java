package com.pharmaerp.api.platform.problem;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.pharmaerp.api.platform.requestid.RequestIds;

import io.vertx.ext.web.RoutingContext;

/**
 * Maps every exception that reaches Quarkus REST to a problem+json response: our own
 * {@link ProblemException}s, the framework's status exceptions (404, 405, 406, 415, ...),
 * malformed JSON, failures a {@link FailureTranslator} recognises, and anything unexpected (500,
 * logged with the request id, never shown).
 */
public class ProblemExceptionMapper {

    private static final Logger LOG = Logger.getLogger(ProblemExceptionMapper.class);

    private final ProblemRenderer renderer;
    private final FailureTranslators translators;

    public ProblemExceptionMapper(ProblemRenderer renderer, FailureTranslators translators) {
        this.renderer = renderer;
        this.translators = translators;
    }

    @ServerExceptionMapper
    public Response mapProblem(ProblemException e, RoutingContext routing) {
        return respond(routing, e.code(), e.detail(), e.errors(), e.headers());
    }

    /** A domain rule's refusal: its code's status, chosen here at the edge. */
    @ServerExceptionMapper
    public Response mapRefusal(Refusal e, RoutingContext routing) {
        return respond(routing, e.code(), e.detail(), e.errors(), Map.of());
    }

    /** Bean Validation of a request body or parameter: 422 validation_failed naming each field. */
    @ServerExceptionMapper
    public Response mapViolations(ConstraintViolationException e, RoutingContext routing) {
        List<Problem.FieldError> errors = e.getConstraintViolations().stream()
                .map(v -> new Problem.FieldError(fieldOf(v), v.getMessage()))
                .sorted(Comparator.comparing(Problem.FieldError::field))
                .toList();
        return respond(routing, PlatformProblem.VALIDATION_FAILED, "The request has " + errors.size()
                + " invalid field" + (errors.size() == 1 ? "" : "s") + "; see errors.", errors, Map.of());
    }

    @ServerExceptionMapper
    public Response mapStatus(WebApplicationException e, RoutingContext routing) {
        if (e.getCause() instanceof JsonProcessingException json) {
            return mapMalformedJson(json, routing);
        }
        if (e.getCause() instanceof ProblemException problem) {
            // A parameter converter's refusal, which the framework wraps (a query parameter's in a 404).
            return mapProblem(problem, routing);
        }
        Response original = e.getResponse();
        int status = original.getStatus();
        if (status >= 500) {
            return mapUnexpected(e, routing);
        }
        ProblemType code = PlatformProblem.forStatus(status);
        Map<String, String> headers = new LinkedHashMap<>();
        String allow = original.getHeaderString(HttpHeaders.ALLOW);
        if (allow == null && status == 405) {
            allow = CurrentRoutes.allow();
        }
        if (allow != null) {
            headers.put(HttpHeaders.ALLOW, allow);
        }
        return respond(routing, code, statusDetail(status, routing, allow), null, headers);
    }

    /** Declared for the exact type so that it wins over Quarkus REST Jackson's built-in mapper. */
    @ServerExceptionMapper
    public Response mapMismatchedInput(MismatchedInputException e, RoutingContext routing) {
        String message = e instanceof WrongJsonValue ours ? ours.getOriginalMessage() : "missing or of the wrong type";
        return respond(routing, PlatformProblem.BAD_REQUEST, "The request body does not match the expected structure: "
                + fieldPath(e) + " " + message + ".", List.of(new Problem.FieldError(fieldPath(e), message)), Map.of());
    }

    /** Well-formed JSON naming a field the operation does not have: invalid, not malformed (docs/design/modules.md). */
    @ServerExceptionMapper
    public Response mapUnknownField(UnrecognizedPropertyException e, RoutingContext routing) {
        return respond(routing, PlatformProblem.VALIDATION_FAILED, "The request body has a field this operation does not "
                + "take: " + fieldPath(e) + ".", List.of(new Problem.FieldError(fieldPath(e), "unknown field")), Map.of());
    }

    @ServerExceptionMapper
    public Response mapMalformedJson(JsonProcessingException e, RoutingContext routing) {
        if (e instanceof UnrecognizedPropertyException unknown) {
            return mapUnknownField(unknown, routing);
        }
        if (e instanceof MismatchedInputException mismatch) {
            return mapMismatchedInput(mismatch, routing);
        }
        var location = e.getLocation();
        String where = location == null ? "" : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
        return respond(routing, PlatformProblem.BAD_REQUEST, "The request body is not valid JSON" + where + ".", null, Map.of());
    }

    @ServerExceptionMapper
    public Response mapUnexpected(Throwable e, RoutingContext routing) {
        if (routing.response().ended()) {
            // The client already has its answer (a timeout, or a body cut off at the size limit).
            LOG.warnf("%s %s finished after it had been answered; its result was dropped (requestId %s)",
                    routing.request().method(),
                    routing.request().path(), RequestIds.of(routing));
            return Response.noContent().build();
        }
        var translated = translators.translate(e);
        if (translated.isPresent()) {
            return mapProblem(translated.get(), routing);
        }
        // The only place a stack trace goes: the log, tied to the response by the request id.
        LOG.errorf(e, "Unhandled error on %s %s (requestId %s)", routing.request().method(), routing.request().path(),
                RequestIds.of(routing));
        return respond(routing, PlatformProblem.INTERNAL_ERROR,
                "The service failed to process the request. Quote the requestId when contacting support.", null, Map.of());
    }

    private Response respond(RoutingContext routing, ProblemType code, String detail, List<Problem.FieldError> errors,
            Map<String, String> headers) {
        Problem problem = renderer.problem(code, detail, routing.request().path(), RequestIds.of(routing), errors);
        return renderer.response(problem, headers);
    }

    private static String statusDetail(int status, RoutingContext routing, String allow) {
        return switch (status) {
            case 404 -> "There is no resource at this path.";
            case 405 -> routing.request().method().name() + " is not allowed on this resource"
                    + (allow == null ? "." : "; allowed: " + allow + ".");
            case 406 -> "The resource cannot produce any media type the Accept header allows.";
            case 415 -> unsupportedMediaType(routing);
            default -> "The request could not be processed as sent.";
        };
    }

    private static String unsupportedMediaType(RoutingContext routing) {
        String accepted = CurrentRoutes.consumes(routing.request().method().name());
        return "The request body's Content-Type is not one this operation accepts"
                + (accepted == null ? "." : "; send " + accepted + ".");
    }

    /** The path as the caller wrote it: without the resource method and its parameter for a body, e.g. {@code storage.minCelsius}. */
    private static String fieldOf(ConstraintViolation<?> violation) {
        StringBuilder path = new StringBuilder();
        for (Path.Node node : violation.getPropertyPath()) {
            switch (node.getKind()) {
                case METHOD, RETURN_VALUE, CROSS_PARAMETER -> {
                    continue;
                }
                case PARAMETER -> {
                    // A body parameter's own name is not part of the JSON; a query parameter's name is the field.
                    if (isBody(violation, node)) {
                        continue;
                    }
                }
                default -> {
                }
            }
            if (node.getIndex() != null) {
                path.append('[').append(node.getIndex()).append(']');
            }
            if (node.getName() != null && node.getKind() != ElementKind.CONTAINER_ELEMENT) {
                path.append(path.isEmpty() ? "" : ".").append(node.getName());
            }
        }
        return path.isEmpty() ? "$" : path.toString();
    }

    private static boolean isBody(ConstraintViolation<?> violation, Path.Node parameter) {
        // Constraints on the parameter itself (a query parameter) stop at it; a body's fields go deeper.
        Path.Node last = null;
        for (Path.Node node : violation.getPropertyPath()) {
            last = node;
        }
        return last != parameter;
    }

    private static String fieldPath(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            if (ref.getFieldName() != null) {
                path.append(path.isEmpty() ? "" : ".").append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            }
        }
        return path.isEmpty() ? "$" : path.toString();
    }
}
