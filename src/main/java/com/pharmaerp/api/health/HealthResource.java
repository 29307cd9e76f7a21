package com.pharmaerp.api.health;

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

import com.pharmaerp.api.security.RequiresScope;
import com.pharmaerp.api.security.Scopes;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.common.annotation.NonBlocking;

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
    @Produces({ HEALTH_JSON, MediaType.APPLICATION_JSON })
    @RequiresScope(Scopes.HEALTH_READ)
    @Operation(operationId = "getHealth", summary = "Service health",
            description = "Reports whether the service and its dependencies can serve requests. Dependency states come "
                    + "from a snapshot refreshed every few seconds, so calling this is cheap. Requires scope health:read.")
    @APIResponse(responseCode = "200", description = "The service can serve requests (status pass or warn).",
            content = @Content(mediaType = HEALTH_JSON, schema = @Schema(implementation = HealthReport.class)))
    @APIResponse(responseCode = "503", description = "The service cannot serve requests (status fail).",
            content = @Content(mediaType = HEALTH_JSON, schema = @Schema(implementation = HealthReport.class)))
    public RestResponse<String> health() {
        // The pre-serialised report; Quarkus REST writes a String entity as is, whatever the JSON media type.
        HealthSnapshot.Rendered rendered = snapshot.rendered();
        return RestResponse.ResponseBuilder.create(RestResponse.Status.fromStatusCode(rendered.httpStatus()), rendered.json())
                .header(HttpHeaders.CACHE_CONTROL, HealthRoute.NO_STORE)
                .build();
    }
}
