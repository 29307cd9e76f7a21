package com.pharmaerp.api.platform.users;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.persistence.Cursor;

import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.Caller;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.platform.security.RequiresScope;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/users")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter and ActingUserFilter read annotations from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Users", description = "The people behind every write and signature, with their roles.")
public class UserResource {

    private final UserService users;
    private final UnitsOfWork units;
    private final Idempotency idempotency;
    private final Caller caller;

    public UserResource(UserService users, UnitsOfWork units, Idempotency idempotency, Caller caller) {
        this.users = users;
        this.units = units;
        this.idempotency = idempotency;
        this.caller = caller;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(UsersScopes.WRITE)
    @TenantBootstrap
    @Operation(operationId = "createUser", summary = "Create a user (the tenant's first, an admin, needs no X-Acting-User)")
    @APIResponse(responseCode = "201", description = "Created; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = UserView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull UserRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return users.passwordHashFor(body, caller.userId() == null).chain(hash -> idempotency.run(idempotencyKey,
                List.of("POST /v1/users", body.username(), body.printedName(), body.roles()),
                work -> users.create(work, body, hash).map(view -> Versions.created("/v1/users", view))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(UsersScopes.READ)
    @Operation(operationId = "getUser", summary = "Read a user")
    public Uni<RestResponse<UserView>> get(@PathParam("id") String id) {
        return units.read(work -> users.get(work, id)).map(Versions::ok);
    }

    @GET
    @RequiresScope(UsersScopes.READ)
    @Operation(operationId = "listUsers", summary = "List users, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<UserView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("username") @Size(max = 40) @Parameter(description = "Only the user with this username (exact).")
            String username) {
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> users.list(work, username, after, limit));
    }

    @PATCH
    @Path("{id}")
    @Consumes(MergePatch.MEDIA_TYPE)
    @RequiresScope(UsersScopes.WRITE)
    @Operation(operationId = "updateUser", summary = "Change a user's printed name (JSON merge patch, If-Match required)")
    @APIResponse(responseCode = "200", description = "Changed; ETag is the new version.")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<UserView>> patch(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            JsonNode patch) {
        return units.write(work -> users.patch(work, id, patch, ifMatch)).map(Versions::ok);
    }

    @POST
    @Path("{id}/password")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(UsersScopes.WRITE)
    @Operation(operationId = "resetUserPassword", summary = "Set a new password (admin); also unlocks the user")
    @APIResponse(responseCode = "200", description = "Reset; ETag is the new version.")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<UserView>> resetPassword(@PathParam("id") String id, @RequestBody(required = true) PasswordReset body) {
        return users.resetPassword(id, body).map(Versions::ok);
    }

    @POST
    @Path("{id}/access")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(UsersScopes.WRITE)
    @Operation(operationId = "changeUserAccess", summary = "Change roles and active, signed by an admin (If-Match required)")
    @APIResponse(responseCode = "200", description = "Changed; the user shows the signature as accessApproval.")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<UserView>> changeAccess(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) AccessChange body) {
        return units.write(work -> users.changeAccess(work, id, body, ifMatch)).map(Versions::ok);
    }
}
