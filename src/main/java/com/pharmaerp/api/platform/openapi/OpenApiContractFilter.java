package com.pharmaerp.api.platform.openapi;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.Paths;
import org.eclipse.microprofile.openapi.models.media.MediaType;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.parameters.RequestBody;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;
import org.eclipse.microprofile.openapi.models.servers.Server;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.problem.ProblemRenderer;
import com.pharmaerp.api.platform.users.Roles;
import com.pharmaerp.api.platform.work.Idempotency;

import io.quarkus.runtime.LaunchMode;
import io.quarkus.smallrye.openapi.OpenApiFilter;

/**
 * Makes the generated document match the spec's shape and our rules: paths relative to the
 * /v1 base addresses, both environments as servers (from configuration), and on every operation
 * the bearer requirement, the version and request-id headers, and every problem response it can get.
 * It also bounds what every resource shares, as the OWASP API Security rules ask of every string:
 * ids ({@code id}, {@code …Id}: a prefix, {@code _} and 16 characters), the path id, the cursor,
 * {@code If-Match} and {@code Idempotency-Key}.
 */
@OpenApiFilter(stages = OpenApiFilter.RunStage.RUNTIME_STARTUP)
public class OpenApiContractFilter implements OASFilter {

    static final String BASE_PATH = "/v1";
    private static final String SECURITY_SCHEME = "bearerAuth";
    /** Problem responses any operation can answer, by status, pointing at components/responses. */
    private static final Map<String, String> COMMON_PROBLEMS = orderedMap(
            "400", "BadRequest", "401", "Unauthorized", "403", "Forbidden", "404", "NotFound",
            "405", "MethodNotAllowed", "406", "NotAcceptable", "410", "Gone", "413", "PayloadTooLarge",
            "414", "UriTooLong", "429", "TooManyRequests", "431", "HeadersTooLarge", "500", "InternalError",
            "503", "ServiceUnavailable");
    private static final List<String> RESPONSE_HEADERS = List.of("X-Request-Id", "X-SERVICE-API-Version",
            "RateLimit-Policy", "RateLimit");
    /**
     * An action that takes no input (ship, release, cancel, ping) reads no body: a client sending
     * {@code {}}, as many do with every POST, gets the same answer as one sending nothing.
     */
    private static RequestBody ignoredBody() {
        return OASFactory.createRequestBody().required(false)
            .description("None needed: a body, such as {}, is ignored.")
            .content(OASFactory.createContent().addMediaType("application/json", OASFactory.createMediaType()
                    .schema(OASFactory.createSchema().addType(Schema.SchemaType.OBJECT))));
    }

    /** The longest id the service issues: a prefix of at most 4 letters, '_' and 16 characters. */
    static final int ID_MAX_LENGTH = 21;
    /** The longest value of the parameters every resource shares, by name; any other path id by {@link #maxLength}. */
    private static final Map<String, Integer> SHARED_PARAMETER_LENGTHS = Map.of("cursor", Cursor.MAX_LENGTH, "If-Match", 12,
            "Idempotency-Key", Idempotency.MAX_KEY_LENGTH);

    /** A path's ids ({@code id}, {@code resultId}, ...) are ours, so their length is known; other parameters by name. */
    private static Integer maxLength(Parameter parameter) {
        boolean pathId = parameter.getIn() == Parameter.In.PATH
                && (parameter.getName().equals("id") || parameter.getName().endsWith("Id"));
        return pathId ? Integer.valueOf(ID_MAX_LENGTH) : SHARED_PARAMETER_LENGTHS.get(parameter.getName());
    }

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        Config config = ConfigProvider.getConfig();
        openAPI.getInfo().setVersion(config.getValue("quarkus.application.version", String.class));
        openAPI.setServers(servers(config.getValue("erp.openapi.production-url", String.class),
                config.getValue("erp.openapi.sandbox-url", String.class), LaunchMode.current()));
        // Both are public: the audience OWASP API9 asks every server to declare.
        openAPI.getServers().forEach(server -> server.addExtension("x-internal", false));
        openAPI.setSecurity(List.of(OASFactory.createSecurityRequirement().addScheme(SECURITY_SCHEME)));
        openAPI.setPaths(relativeToBase(openAPI.getPaths()));
        openAPI.getPaths().getPathItems().values().forEach(item -> item.getOperations().forEach(this::complete));
        openAPI.getComponents().getResponses().values().forEach(OpenApiContractFilter::addResponseHeaders);
        openAPI.getComponents().getSchemas().values().forEach(OpenApiContractFilter::boundIds);
        OpenApiGuides.apply(openAPI);
    }

    /**
     * Production and sandbox; in dev mode first the service itself, at the address Swagger UI was
     * opened on (a relative URL), so "Try it out" calls the local server.
     */
    static List<Server> servers(String productionUrl, String sandboxUrl, LaunchMode mode) {
        List<Server> servers = new ArrayList<>();
        if (mode == LaunchMode.DEVELOPMENT) {
            servers.add(OASFactory.createServer().url(BASE_PATH).description("This service, in dev mode"));
        }
        servers.add(OASFactory.createServer().url(productionUrl).description("Production"));
        servers.add(OASFactory.createServer().url(sandboxUrl).description("Sandbox (same paths; sandbox keys start with erp_test_)"));
        return servers;
    }

    /**
     * A string property named id or …Id (but requestId, the caller's own) is one of our ids; an
     * integer named version is a resource's version, from 1.
     */
    private static void boundIds(Schema schema) {
        if (schema.getProperties() == null) {
            return;
        }
        Schema version = schema.getProperties().get("version");
        if (version != null && version.getMaximum() == null && version.getType() != null
                && version.getType().contains(Schema.SchemaType.INTEGER)) {
            version.setMinimum(BigDecimal.ONE);
            version.setMaximum(BigDecimal.valueOf(Integer.MAX_VALUE));
        }
        schema.getProperties().forEach((name, property) -> {
            boolean id = name.equals("id") || (name.endsWith("Id") && !name.equals("requestId"));
            if (id && property.getRef() == null && property.getMaxLength() == null) {
                property.setMaxLength(ID_MAX_LENGTH);
            }
            Schema items = property.getItems();
            if (name.equals("roles") && items != null) {
                // A user's roles are those the modules declare: the platform lists none itself.
                items.setEnumeration(new ArrayList<>(Roles.ids()));
            }
            if (items != null && items.getRef() == null && items.getMaxLength() == null && items.getEnumeration() == null) {
                if (property.getEnumeration() != null) {
                    // An enumeration declared on a list of strings belongs to its items.
                    items.setEnumeration(property.getEnumeration());
                    property.setEnumeration(null);
                } else if (name.endsWith("Ids")) {
                    items.setMaxLength(ID_MAX_LENGTH);
                }
            }
            if (property.getAnyOf() != null && property.getType() != null && !property.getType().contains(Schema.SchemaType.NULL)
                    && property.getAnyOf().stream().anyMatch(OpenApiContractFilter::isNull)) {
                // A nullable reference is anyOf [ref, null]; a type beside it must let null through as well.
                List<Schema.SchemaType> types = new ArrayList<>(property.getType());
                types.add(Schema.SchemaType.NULL);
                property.setType(types);
            }
            if (property.getEnumeration() != null && property.getType() != null
                    && property.getType().contains(Schema.SchemaType.NULL) && !property.getEnumeration().contains(null)) {
                // OpenAPI 3.1 is JSON Schema: a nullable enumeration must list null, or null fails it.
                List<Object> values = new ArrayList<>(property.getEnumeration());
                values.add(null);
                property.setEnumeration(values);
            }
            Schema perKey = property.getAdditionalPropertiesSchema();
            if (perKey != null && perKey.getItems() != null && perKey.getMaxItems() == null) {
                // Health: each check name maps to its observations, one per check today.
                perKey.setMaxItems(10);
            }
        });
    }

    private static boolean isNull(Schema schema) {
        return schema.getType() != null && schema.getType().equals(List.of(Schema.SchemaType.NULL));
    }

    private static Paths relativeToBase(Paths paths) {
        Paths relative = OASFactory.createPaths();
        if (paths != null && paths.getPathItems() != null) {
            for (Map.Entry<String, PathItem> entry : paths.getPathItems().entrySet()) {
                String path = entry.getKey();
                relative.addPathItem(path.startsWith(BASE_PATH + "/") ? path.substring(BASE_PATH.length()) : path,
                        entry.getValue());
            }
        }
        return relative;
    }

    private void complete(PathItem.HttpMethod method, Operation operation) {
        describeMergePatch(operation);
        if (operation.getParameters() != null) {
            operation.getParameters().stream().filter(p -> p.getSchema() != null && p.getSchema().getMaxLength() == null)
                    .forEach(p -> p.getSchema().setMaxLength(maxLength(p)));
        }
        operation.addParameter(OASFactory.createParameter().ref("ApiVersion"));
        operation.addParameter(OASFactory.createParameter().ref("RequestId"));
        APIResponses responses = operation.getResponses();
        responses.getAPIResponses().values().forEach(OpenApiContractFilter::addResponseHeaders);
        if (operation.getRequestBody() != null) {
            responses.addAPIResponse("415", OASFactory.createAPIResponse().ref("UnsupportedMediaType"));
        } else if (method == PathItem.HttpMethod.POST) {
            operation.setRequestBody(ignoredBody());
        }
        COMMON_PROBLEMS.forEach((status, component) -> {
            APIResponse existing = responses.getAPIResponse(status);
            // A body-less stub (the generator's own "Bad Request" beside a validated body) is the problem too.
            if (existing == null || (existing.getRef() == null && existing.getContent() == null)) {
                responses.addAPIResponse(status, OASFactory.createAPIResponse().ref(component));
            } else if (existing.getContent() != null) {
                // The operation documents its own body for this status; the problem body is the alternative.
                existing.setDescription(existing.getDescription() + " Or a problem: see components/responses/" + component + ".");
                existing.getContent().addMediaType(ProblemRenderer.MEDIA_TYPE, problemMediaType());
            }
        });
    }

    /** A PATCH body is a JSON merge patch of the resource's input, not a schema of its own. */
    private static void describeMergePatch(Operation operation) {
        if (operation.getRequestBody() == null || operation.getRequestBody().getContent() == null) {
            return;
        }
        MediaType patch = operation.getRequestBody().getContent().getMediaType(MergePatch.MEDIA_TYPE);
        if (patch != null) {
            patch.setSchema(OASFactory.createSchema().addType(Schema.SchemaType.OBJECT).description("A JSON merge patch "
                    + "(RFC 7386) of the resource's input: the fields to change, null to remove an optional one."));
        }
    }

    private static MediaType problemMediaType() {
        return OASFactory.createMediaType().schema(OASFactory.createSchema().ref("Problem"));
    }

    private static void addResponseHeaders(APIResponse response) {
        if (response.getRef() != null) {
            return;
        }
        for (String header : RESPONSE_HEADERS) {
            if (response.getHeaders() == null || !response.getHeaders().containsKey(header)) {
                response.addHeader(header, OASFactory.createHeader().ref(header));
            }
        }
    }

    private static Map<String, String> orderedMap(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }
}
