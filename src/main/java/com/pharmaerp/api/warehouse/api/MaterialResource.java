package com.pharmaerp.api.warehouse.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
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
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.warehouse.WarehouseScopes;
import com.pharmaerp.api.warehouse.service.MaterialService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/materials")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Materials", description = "What the warehouse stocks, with its GMP master data.")
public class MaterialResource {

    private final MaterialService materials;
    private final UnitsOfWork units;
    private final Idempotency idempotency;
    private final MergePatch mergePatch;

    public MaterialResource(MaterialService materials, UnitsOfWork units, Idempotency idempotency, MergePatch mergePatch) {
        this.materials = materials;
        this.units = units;
        this.idempotency = idempotency;
        this.mergePatch = mergePatch;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "createMaterial", summary = "Create a material")
    @APIResponse(responseCode = "201", description = "Created; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = MaterialView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull MaterialRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST /v1/materials", body), work -> materials.create(work, body.toData())
                .map(material -> Versions.created("/v1/materials", MaterialView.of(material))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "getMaterial", summary = "Read a material")
    public Uni<RestResponse<MaterialView>> get(@PathParam("id") String id) {
        return units.read(work -> materials.get(work, id)).map(material -> Versions.ok(MaterialView.of(material)));
    }

    @GET
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listMaterials", summary = "List materials, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<MaterialView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor) {
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> materials.list(work, after, limit)).map(page -> page.map(MaterialView::of));
    }

    @PATCH
    @Path("{id}")
    @Consumes(MergePatch.MEDIA_TYPE)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "updateMaterial", summary = "Change a material (JSON merge patch, If-Match required)")
    @APIResponse(responseCode = "200", description = "Changed; ETag is the new version.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<MaterialView>> patch(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, JsonNode patch) {
        Patch change = new Patch(patch, ifMatch);
        return units.write(work -> materials.change(work, id, change,
                data -> mergePatch.apply(MaterialRequest.of(data), change.fields(), MaterialRequest.class).toData()))
                .map(material -> Versions.ok(MaterialView.of(material)));
    }
}
