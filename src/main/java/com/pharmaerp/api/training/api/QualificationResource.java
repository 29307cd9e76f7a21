package com.pharmaerp.api.training.api;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.training.TrainingScopes;
import com.pharmaerp.api.training.service.QualificationService;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/users/{id}/qualifications")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Training")
public class QualificationResource {

    private final QualificationService qualifications;
    private final UnitsOfWork units;

    public QualificationResource(QualificationService qualifications, UnitsOfWork units) {
        this.qualifications = qualifications;
        this.units = units;
    }

    @GET
    @RequiresScope(TrainingScopes.READ)
    @Operation(operationId = "getUserQualifications", summary = "Where a user stands, on the business date, with the "
            + "courses of every active training requirement: current, expired or missing")
    public Uni<QualificationsView> get(@PathParam("id") String id) {
        return units.read(work -> qualifications.of(work, id)).map(standings -> QualificationsView.of(id, standings));
    }
}
