package com.pharmaerp.api.quality.api;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.pharmaerp.api.platform.documents.Document;
import com.pharmaerp.api.platform.documents.DocumentFormat;
import com.pharmaerp.api.platform.documents.Documents;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.quality.QualityScopes;
import com.pharmaerp.api.quality.service.CertificateOfAnalysisService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/lots/{id}/certificate-of-analysis")
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Lots")
public class CertificateOfAnalysisResource {

    /** Its HTML, which the PDF is rendered from. */
    static final String TEMPLATE = "documents/certificate-of-analysis";

    private final CertificateOfAnalysisService certificates;
    private final UnitsOfWork units;
    private final Documents documents;

    public CertificateOfAnalysisResource(CertificateOfAnalysisService certificates, UnitsOfWork units, Documents documents) {
        this.certificates = certificates;
        this.units = units;
        this.documents = documents;
    }

    @GET
    @Produces({ "application/pdf", "text/html", "application/json" })
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "getCertificateOfAnalysis", summary = "The certificate of analysis of a released lot: PDF/A (default), HTML or JSON by Accept",
            description = "Material, lot (supplier lot number where received; manufacture, expiry and retest dates), the "
                    + "specification revision, each test's limits or expected text with the valid result and outcome, and "
                    + "the signature of the usage decision that accepted the lot last (an open retest is ignored until it "
                    + "is decided). Each PDF page's footer carries the document number, the generation time and the SHA-256 "
                    + "of the JSON form (its ETag). Reading writes nothing.")
    @APIResponse(responseCode = "200", description = "The certificate in the form Accept asked for.", content = {
            @Content(mediaType = "application/pdf", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 100000000)),
            @Content(mediaType = "text/html", schema = @Schema(type = SchemaType.STRING, maxLength = 100000000)),
            @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = CertificateOfAnalysisView.class)) })
    @APIResponse(responseCode = "406", ref = "NotAcceptable")
    @APIResponse(responseCode = "409", ref = "Conflict")
    public Uni<Response> get(@PathParam("id") String id, @Context HttpHeaders headers) {
        DocumentFormat format = DocumentFormat.negotiate(headers.getAcceptableMediaTypes());
        return units.readLagTolerant(work -> certificates.certificate(work, id).map(certificate -> new Document(TEMPLATE,
                certificate.number(), CertificateOfAnalysisView.of(certificate), work.now())))
                .chain(document -> documents.serve(document, format));
    }
}
