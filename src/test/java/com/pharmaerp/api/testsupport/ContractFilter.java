package com.pharmaerp.api.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.report.LevelResolver;
import com.atlassian.oai.validator.report.ValidationReport;
import com.atlassian.oai.validator.restassured.RestAssuredRequest;
import com.atlassian.oai.validator.restassured.RestAssuredResponse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.callback.QuarkusTestBeforeEachCallback;
import io.quarkus.test.junit.callback.QuarkusTestMethodContext;
import io.restassured.RestAssured;
import io.restassured.filter.FilterContext;
import io.restassured.filter.OrderedFilter;
import io.restassured.response.Response;
import io.restassured.specification.FilterableRequestSpecification;
import io.restassured.specification.FilterableResponseSpecification;

/**
 * Holds every exchange of the HTTP tests to the committed docs/openapi.json: each response (its
 * status, documented headers and body, with no property the schema does not name) must be one the
 * document gives its operation, and each request the service accepted (2xx) one the document
 * allows. A request refused on purpose (a test provoking a 422) is not held to the document, but
 * its refusal is. Installed into RestAssured for every test: by JUnit's extension autodetection,
 * and for a @QuarkusTest by Quarkus's callback, which runs in the class loader the test's
 * RestAssured lives in.
 */
public final class ContractFilter implements OrderedFilter, BeforeAllCallback, QuarkusTestBeforeEachCallback {

    private static final ContractFilter INSTANCE = new ContractFilter();
    /** Exchanges checked, and of them accepted requests checked too: printed when the test JVM ends. */
    private static final AtomicLong RESPONSES = new AtomicLong();
    private static final AtomicLong REQUESTS = new AtomicLong();
    private static final String REQUEST_ID = "X-Request-Id";

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("contract check: " + RESPONSES.get()
                + " responses and " + REQUESTS.get() + " accepted requests held to docs/openapi.json")));
    }
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String REQUEST_ID_PATTERN = "[A-Za-z0-9._-]{1,128}";
    private static final OpenApiInteractionValidator VALIDATOR = OpenApiInteractionValidator
            .createForInlineApiSpecification(asOpenApi30(Path.of("docs/openapi.json")))
            .withBasePathOverride("/v1")
            .withLevelResolver(LevelResolver.create()
                    // Paths and methods the document does not have: tests of unknown routes and of 405.
                    .withLevel("validation.request.path.missing", ValidationReport.Level.IGNORE)
                    .withLevel("validation.request.operation.notAllowed", ValidationReport.Level.IGNORE)
                    .build())
            .build();

    /**
     * The document as the validator can read it. The validator implements OpenAPI 3.0: handed the 3.1
     * document, it lost every schema's {@code type} and let any value through where an object, a
     * string or a list was declared, null included. In 3.0 terms each type is checked again: a list
     * of types with null is one type and {@code nullable} (an {@code anyOf} with a null schema stays:
     * the validator's JSON Schema knows the null type), a schema's {@code examples} is
     * {@code example}, and the 3.1-only top-level {@code webhooks} goes.
     */
    static String asOpenApi30(Path document) {
        try {
            ObjectNode root = (ObjectNode) JSON.readTree(document.toFile());
            root.put("openapi", "3.0.3");
            root.remove("webhooks");
            downgrade(root);
            return JSON.writeValueAsString(root);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void downgrade(JsonNode node) {
        if (node instanceof ObjectNode object) {
            JsonNode type = object.get("type");
            if (type != null && type.isArray()) {
                List<String> types = new ArrayList<>();
                type.forEach(each -> types.add(each.asText()));
                if (types.remove("null")) {
                    object.put("nullable", true);
                }
                if (types.size() == 1) {
                    object.put("type", types.get(0));
                } else {
                    object.remove("type");
                }
            }
            if (object.get("examples") instanceof ArrayNode examples) {
                object.remove("examples");
                if (!examples.isEmpty()) {
                    object.set("example", examples.get(0));
                }
            }
            object.forEach(ContractFilter::downgrade);
        } else if (node instanceof ArrayNode array) {
            array.forEach(ContractFilter::downgrade);
        }
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        install();
    }

    @Override
    public void beforeEach(QuarkusTestMethodContext context) {
        install();
    }

    private static void install() {
        if (RestAssured.filters().stream().noneMatch(ContractFilter.class::isInstance)) {
            RestAssured.filters(INSTANCE);
        }
    }

    @Override
    public Response filter(FilterableRequestSpecification request, FilterableResponseSpecification responseSpec,
            FilterContext context) {
        Response response = context.next(request, responseSpec);
        if (Arrays.stream(Request.Method.values()).noneMatch(method -> method.name().equals(request.getMethod()))) {
            return response; // a method HTTP has no name for (BREW): no document describes one
        }
        Request checked = RestAssuredRequest.of(request);
        ValidationReport report = check(checked, RestAssuredResponse.of(response));
        if (report.hasErrors()) {
            throw new AssertionError(checked.getMethod() + " " + checked.getPath() + " → " + response.statusCode()
                    + " is not what docs/openapi.json describes:\n" + report.getMessages().stream()
                            .filter(message -> message.getLevel() == ValidationReport.Level.ERROR)
                            .map(message -> "- " + message.getKey() + ": " + message.getMessage())
                            .collect(Collectors.joining("\n")));
        }
        return response;
    }

    /** What the document says of one exchange: the response always, the request when the service accepted it. */
    static ValidationReport check(Request request, com.atlassian.oai.validator.model.Response response) {
        ValidationReport report = VALIDATOR.validateResponse(request.getPath(), request.getMethod(), response);
        RESPONSES.incrementAndGet();
        if (response.getStatus() / 100 != 2) {
            return report;
        }
        REQUESTS.incrementAndGet();
        return report.merge(VALIDATOR.validateRequest(asDocumented(request)));
    }

    /**
     * The request as the document reads it: an X-Request-Id outside its pattern is, as documented,
     * replaced by a generated one rather than refused, so the request is one without it; and an
     * optional field sent as null is read as absent (docs/guide/requests.md), so the body is one
     * without the null members.
     */
    private static Request asDocumented(Request request) {
        Optional<String> requestId = request.getHeaderValue(REQUEST_ID);
        boolean idKept = requestId.isEmpty() || requestId.get().matches(REQUEST_ID_PATTERN);
        Optional<String> sent = request.getRequestBody().map(ContractFilter::text);
        Optional<String> body = sent.map(ContractFilter::withoutNullMembers);
        if (idKept && body.equals(sent)) {
            return request;
        }
        SimpleRequest.Builder copy = new SimpleRequest.Builder(request.getMethod(), request.getPath());
        request.getHeaders().forEach((name, values) -> {
            if (idKept || !name.equalsIgnoreCase(REQUEST_ID)) {
                copy.withHeader(name, List.copyOf(values));
            }
        });
        request.getQueryParameters().forEach(name -> copy.withQueryParam(name, List.copyOf(request.getQueryParameterValues(name))));
        body.ifPresent(copy::withBody);
        return copy.build();
    }

    private static String text(com.atlassian.oai.validator.model.Body body) {
        try {
            return body.toString(StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    /** The JSON text with every object member whose value is null left out; text that is no JSON as it was. */
    static String withoutNullMembers(String json) {
        try {
            JsonNode tree = JSON.readTree(json);
            return tree != null && dropNulls(tree) ? JSON.writeValueAsString(tree) : json;
        } catch (IOException notJson) {
            return json;
        }
    }

    /** @return whether a null member was dropped */
    private static boolean dropNulls(JsonNode node) {
        boolean dropped = false;
        if (node instanceof ObjectNode object) {
            List<String> nulls = new ArrayList<>();
            object.fields().forEachRemaining(member -> {
                if (member.getValue().isNull()) {
                    nulls.add(member.getKey());
                }
            });
            object.remove(nulls);
            dropped = !nulls.isEmpty();
        }
        for (JsonNode child : node) {
            dropped |= dropNulls(child);
        }
        return dropped;
    }

    @Override
    public int getOrder() {
        return LOWEST_PRECEDENCE; // closest to the wire: sees the request as sent and the response as received
    }
}
