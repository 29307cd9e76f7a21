package com.pharmaerp.api.production.api;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.production.ProductionScopes;
import com.pharmaerp.api.production.service.BatchExecutionService;
import com.pharmaerp.api.production.service.ExceptionReportService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

/** A batch executed step by step: its line clearance, its steps, and its exception report for QA's review. */
@Path("/v1/production-orders/{id}")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Production orders")
public class BatchExecutionResource {

    private final BatchExecutionService execution;
    private final ExceptionReportService exceptions;
    private final UnitsOfWork units;

    public BatchExecutionResource(BatchExecutionService execution, ExceptionReportService exceptions, UnitsOfWork units) {
        this.execution = execution;
        this.exceptions = exceptions;
        this.units = units;
    }

    @POST
    @Path("line-clearance")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "clearLine", summary = "Sign the line clearance of a released order (supervisor or QA, meaning verification; If-Match)",
            description = "Every item of the checklist confirmed. A batch executed step by step takes no step and no charge "
                    + "before it (409 line_clearance_required). The clearance names the order cleared on the location before.")
    @APIResponse(responseCode = "200", description = "Cleared; the order shows the line clearance.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ProductionOrderView>> clearLine(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) BatchExecutionService.LineClearanceRequest body) {
        return units.write(work -> execution.clearLine(work, id, ifMatch, body))
                .map(order -> Versions.ok(ProductionOrderView.of(order)));
    }

    @GET
    @Path("steps")
    @RequiresScope(ProductionScopes.READ)
    @Operation(operationId = "listBatchSteps", summary = "Every step of the batch's recipe revision, pending or as executed")
    public Uni<StepsView> steps(@PathParam("id") String id) {
        return units.read(work -> execution.sheet(work, id)).map(StepsView::of);
    }

    @POST
    @Path("steps/{stepId}/complete")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "completeBatchStep", summary = "Complete a step (operator or supervisor), in the recipe's order",
            description = "The value of a parameter or in-process control against its limits (outside them: 409 "
                    + "limit_exceeded, or done with exceptionReason, which opens a deviation); the piece of an equipment step, "
                    + "claimed until the order completes; a verified charge for a charge step; the hold window since the "
                    + "step before; the performer's signature where the step asks for one. The first step puts the order "
                    + "in progress.")
    @APIResponse(responseCode = "200", description = "Done; the step as executed.")
    @APIResponse(responseCode = "404", ref = "NotFound")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<StepView>> complete(@PathParam("id") String id, @PathParam("stepId") String stepId,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the step's version you saw (0 while pending).")
            String ifMatch, @RequestBody(required = true) BatchExecutionService.StepCompletion body) {
        return units.write(work -> execution.complete(work, id, stepId, ifMatch, body)).map(step -> Versions.ok(StepView.of(step)));
    }

    @POST
    @Path("steps/{stepId}/verify")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "verifyBatchStep", summary = "Verify a step (an operator or supervisor other than its performer signs, meaning verification; If-Match: the step's version)")
    @APIResponse(responseCode = "200", description = "Verified; the step shows the signature.")
    @APIResponse(responseCode = "404", ref = "NotFound")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<StepView>> verify(@PathParam("id") String id, @PathParam("stepId") String stepId,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> execution.verify(work, id, stepId, ifMatch, body)).map(step -> Versions.ok(StepView.of(step)));
    }

    @POST
    @Path("steps/{stepId}/correct")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "correctBatchStep", summary = "Correct a measured step's value before QA's review (operator or supervisor)",
            description = "The old value stays in the step's corrections; the step is an exception (correction) and a "
                    + "verified step needs verifying again; a new value outside the limits opens a deviation unless the "
                    + "step has one.")
    @APIResponse(responseCode = "200", description = "Corrected; the step as it now reads.")
    @APIResponse(responseCode = "404", ref = "NotFound")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<StepView>> correct(@PathParam("id") String id, @PathParam("stepId") String stepId,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the step's version you saw.") String ifMatch,
            @RequestBody(required = true) BatchExecutionService.StepCorrection body) {
        return units.write(work -> execution.correct(work, id, stepId, ifMatch, body)).map(step -> Versions.ok(StepView.of(step)));
    }

    @GET
    @Path("exceptions")
    @RequiresScope(ProductionScopes.READ)
    @Operation(operationId = "getBatchExceptions", summary = "The exception report of a made batch, for QA's review by exception",
            description = "Computed from the order's record and the audit trail, never typed: steps out of limits, hold "
                    + "times, late entries, corrections, FEFO overrides, a yield outside the recipe's limits, deviations, "
                    + "OOS investigations, failed signatures, equipment used after a dirty-hold breach or before a failed "
                    + "calibration. Before completion: 409 invalid_transition.")
    @APIResponse(responseCode = "200", description = "The report, its counts, the chain position and its sha256.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ExceptionReportView.class)))
    @APIResponse(responseCode = "404", ref = "NotFound")
    @APIResponse(responseCode = "409", ref = "Conflict")
    public Uni<ExceptionReportView> exceptions(@PathParam("id") String id) {
        return units.read(work -> exceptions.report(work, id)).map(ExceptionReportView::of);
    }
}
