package com.pharmaerp.api.platform.health;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.pharmaerp.api.platform.security.PlatformScopes;
import com.pharmaerp.api.platform.security.RequiresScope;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.common.annotation.NonBlocking;
import io.vertx.core.buffer.Buffer;

/**
 * GET /v1/health (HEAD and OPTIONS come with it from Quarkus REST): the cached snapshot, never a
 * probe. One operation in two representations, one Java method each so Quarkus REST picks the
 * method by Accept at matching time with its writer fixed, instead of negotiating and looking the
 * writer up on every request, which profiles showed costly (docs/benchmarks.md). Both serve the same report.
 */
@Path(HealthResource.PATH)
// ScopeAuthorizationFilter reads @RequiresScope from the resource method: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Health", description = "Whether the service can serve requests.")
public class HealthResource {

    public static final String PATH = "/v1/health";
    public static final String HEALTH_JSON = "application/health+json";

    private final HealthSnapshot snapshot;

    public HealthResource(HealthSnapshot snapshot) {
        this.snapshot = snapshot;
    }

    @GET
    @NonBlocking
    @Produces(HEALTH_JSON)
    @RequiresScope(PlatformScopes.HEALTH_READ)
    @Operation(operationId = "getHealth", summary = "Service health",
            description = "Reports whether the service and its dependencies can serve requests. Dependency states come "
                    + "from a snapshot refreshed every few seconds, so calling this is cheap. Requires scope health:read.")
    @APIResponse(responseCode = "200", description = "The service can serve requests (status pass or warn).",
            content = { @Content(mediaType = HEALTH_JSON, schema = @Schema(implementation = HealthReport.class)),
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = HealthReport.class)) })
    @APIResponse(responseCode = "503", description = "The service cannot serve requests (status fail).",
            content = { @Content(mediaType = HEALTH_JSON, schema = @Schema(implementation = HealthReport.class)),
                    @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = HealthReport.class)) })
    public RestResponse<Buffer> health() {
        return report();
    }

    /** The same report for clients that ask for plain {@code application/json}. */
    @GET
    @NonBlocking
    @Produces(MediaType.APPLICATION_JSON)
    @RequiresScope(PlatformScopes.HEALTH_READ)
    @Operation(hidden = true)
    public RestResponse<Buffer> healthAsJson() {
        return report();
    }

    private RestResponse<Buffer> report() {
        // The report's bytes, serialised once per change: Quarkus REST ends the response with a Buffer as is,
        // without the output stream a String entity goes through.
        HealthSnapshot.Rendered rendered = snapshot.current();
        return RestResponse.ResponseBuilder.create(RestResponse.Status.fromStatusCode(rendered.httpStatus()), rendered.body())
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .build();
    }
}
