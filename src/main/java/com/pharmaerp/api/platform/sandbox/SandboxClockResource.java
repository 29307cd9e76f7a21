package com.pharmaerp.api.platform.sandbox;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.security.Caller;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.platform.users.UsersScopes;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

/** The sandbox business clock: an admin's tool, with the users scopes; absent (404) in production. */
@Path("/v1/sandbox/clock")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter and ActingUserFilter read annotations from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Sandbox", description = "The tenant's business time, for testing expiry and retest; sandbox only.")
public class SandboxClockResource {

    private final SandboxClockService clocks;
    private final UnitsOfWork units;
    private final Caller caller;

    public SandboxClockResource(SandboxClockService clocks, UnitsOfWork units, Caller caller) {
        this.clocks = clocks;
        this.units = units;
        this.caller = caller;
    }

    @GET
    @RequiresScope(UsersScopes.READ)
    @Operation(operationId = "getSandboxClock", summary = "The tenant's business time")
    public Uni<SandboxClockView> get() {
        requireSandbox();
        return units.read(clocks::get);
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(UsersScopes.WRITE)
    @Operation(operationId = "setSandboxClock", summary = "Set the tenant's business time (admin)")
    @APIResponse(responseCode = "200", description = "The business time now.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = SandboxClockView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<SandboxClockView> set(@Valid @NotNull SandboxClockRequest body) {
        requireSandbox();
        return units.write(work -> clocks.set(work, body.now()));
    }

    @DELETE
    @RequiresScope(UsersScopes.WRITE)
    @Operation(operationId = "resetSandboxClock", summary = "Return the tenant to real time (admin)")
    public Uni<SandboxClockView> reset() {
        requireSandbox();
        return units.write(clocks::reset);
    }

    private void requireSandbox() {
        if (caller.environment() != Environment.SANDBOX) {
            throw new ProblemException(PlatformProblem.NOT_FOUND, "There is no resource at this path.");
        }
    }
}
