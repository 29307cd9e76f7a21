package com.pharmaerp.api.platform.audit.api;

import com.pharmaerp.api.platform.audit.repository.AuditEventRepository;
import com.pharmaerp.api.platform.audit.AuditScopes;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/audit-events")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Audit trail", description = "Every change of a GMP record, chained by SHA-256; read-only.")
public class AuditEventResource {

    private final AuditEvents events;
    private final UnitsOfWork units;

    public AuditEventResource(AuditEvents events, UnitsOfWork units) {
        this.events = events;
        this.units = units;
    }

    @GET
    @RequiresScope(AuditScopes.READ)
    @Operation(operationId = "listAuditEvents", summary = "List audit events, oldest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<AuditEventView>> list(
            @QueryParam("entityType") @Size(max = 100) @Parameter(description = "e.g. material") String entityType,
            @QueryParam("entityId") @Size(max = 100) String entityId,
            @QueryParam("userId") @Size(max = 100) String userId,
            @QueryParam("requestId") @Size(max = 128) @Parameter(description = "Every event one request wrote, e.g. a "
                    + "goods receipt's lots, movements and inspection lots.") String requestId,
            @QueryParam("from") @Size(max = 40) @Parameter(description = "RFC 3339; events at or after it.",
                    schema = @Schema(type = SchemaType.STRING, format = "date-time", maxLength = 40)) String from,
            @QueryParam("to") @Size(max = 40) @Parameter(description = "RFC 3339; events before it.",
                    schema = @Schema(type = SchemaType.STRING, format = "date-time", maxLength = 40)) String to,
            @QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor) {
        var filter = new AuditEventRepository.Filter(entityType, entityId, userId, requestId, instant("from", from), instant("to", to));
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> events.list(work, filter, after, limit));
    }

    @GET
    @Path("verification")
    @RequiresScope(AuditScopes.READ)
    @Operation(operationId = "verifyAuditTrail", summary = "Recompute the tenant's hash chain")
    @APIResponse(responseCode = "200", description = "valid, the events checked, and the first broken sequence if any.")
    public Uni<AuditVerification> verify() {
        return units.readLagTolerant(events::verify);
    }

    private static Instant instant(String name, String value) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        try {
            return Instant.parse(value);
        } catch (DateTimeParseException e) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, name + " must be an RFC 3339 time in UTC.",
                    List.of(new Problem.FieldError(name, "must be an RFC 3339 time such as 2026-01-31T00:00:00Z")));
        }
    }
}
