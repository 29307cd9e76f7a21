package com.pharmaerp.api.qms.api;

import java.util.List;
import java.util.function.Function;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.pharmaerp.api.platform.documents.Document;
import com.pharmaerp.api.platform.documents.DocumentFormat;
import com.pharmaerp.api.platform.documents.Documents;
import com.pharmaerp.api.platform.http.Filters;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.qms.QmsScopes;
import com.pharmaerp.api.qms.domain.ProductQualityReview;
import com.pharmaerp.api.qms.service.ProductQualityReviewService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(ProductQualityReviewResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Product quality reviews", description = "A year of a product computed from the record (21 CFR 211.180(e), "
        + "EU GMP Part I 1.10): batches, yields, results and in-process values with their statistics, OOS, deviations, "
        + "CAPAs, complaints, returns, recalls, changes, starting materials and equipment, each figure naming its records; "
        + "reviewed by QA on its SHA-256 and approved by a QP, then frozen.")
public class ProductQualityReviewResource {

    static final String PATH = "/v1/product-quality-reviews";
    private static final String ID_PATTERN = "[a-z]{2,4}_[A-Za-z0-9]{1,36}";

    private final ProductQualityReviewService reviews;
    private final UnitsOfWork units;
    private final Idempotency idempotency;
    private final Documents documents;

    public ProductQualityReviewResource(ProductQualityReviewService reviews, UnitsOfWork units, Idempotency idempotency,
            Documents documents) {
        this.reviews = reviews;
        this.units = units;
        this.idempotency = idempotency;
        this.documents = documents;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "createProductQualityReview", summary = "Compute a product's review over a period (qa): a draft "
            + "with its content and the content's SHA-256")
    @APIResponse(responseCode = "201", description = "Computed; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ProductQualityReviewView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull ProductQualityReviewRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> reviews.create(work, body.toCommand())
                .map(review -> Versions.created(PATH, ProductQualityReviewView.of(review))));
    }

    @GET
    @Path("{id}")
    @Produces({ MediaType.APPLICATION_JSON, "text/html", "application/pdf" })
    @RequiresScope(QmsScopes.READ)
    @Operation(operationId = "getProductQualityReview", summary = "Read a review: JSON (default), HTML or PDF/A by Accept",
            description = "The JSON record carries the content and its ETag is the version. The HTML and PDF/A forms print "
                    + "every section as tables, a small trend chart per figure (yield, each test, each in-process value; "
                    + "limits drawn) and the signatures; every PDF page's footer carries the review's number, the "
                    + "generation time and the content's SHA-256. Reading writes nothing.")
    @APIResponse(responseCode = "200", description = "The review in the form Accept asked for.", content = {
            @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ProductQualityReviewView.class)),
            @Content(mediaType = "text/html", schema = @Schema(type = SchemaType.STRING, maxLength = 100000000)),
            @Content(mediaType = "application/pdf", schema = @Schema(type = SchemaType.STRING, format = "binary",
                    maxLength = 100000000)) })
    @APIResponse(responseCode = "406", ref = "NotAcceptable")
    public Uni<Response> get(@PathParam("id") String id, @Context HttpHeaders headers) {
        List<MediaType> acceptable = headers.getAcceptableMediaTypes();
        // The record is what a client of the API asks for by default; the documents are asked for by name.
        if (acceptable.isEmpty() || acceptable.get(0).isWildcardType()
                || acceptable.get(0).isCompatible(MediaType.APPLICATION_JSON_TYPE)) {
            return units.read(work -> reviews.get(work, id)).map(review -> Response.fromResponse(ok(review).toResponse())
                    .header(HttpHeaders.VARY, HttpHeaders.ACCEPT).build());
        }
        DocumentFormat format = DocumentFormat.negotiate(acceptable);
        return units.read(work -> reviews.named(work, id).map(named -> new Document(ProductQualityReviewDocument.TEMPLATE,
                named.review().number(), ProductQualityReviewDocument.of(named), work.now())))
                .chain(document -> documents.serve(document, format));
    }

    @GET
    @RequiresScope(QmsScopes.READ)
    @Operation(operationId = "listProductQualityReviews", summary = "List reviews, newest first, without their content")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<ProductQualityReviewView>> list(
            @QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("productMaterialId") @Size(max = 40) @Pattern(regexp = ID_PATTERN, message = "must be an id")
            @Parameter(description = "Only reviews of this product.") String productMaterialId,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = ProductQualityReview.Status.PATTERN, message = "must be "
                    + "one of " + ProductQualityReview.Status.PATTERN) @Parameter(description = "Only reviews in this status.")
            String status) {
        Cursor after = Cursor.decode(cursor);
        ProductQualityReviewService.Filter filter = new ProductQualityReviewService.Filter(productMaterialId,
                Filters.parse(ProductQualityReview.Status.class, status));
        return units.read(work -> reviews.list(work, filter, after, limit)).map(page -> page.map(ProductQualityReviewView::of));
    }

    @POST
    @Path("{id}/refresh")
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "refreshProductQualityReview", summary = "Compute a draft's content again from the record (qa; "
            + "If-Match); its SHA-256 is the new content's")
    @APIResponse(responseCode = "200", description = "Computed again.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ProductQualityReviewView>> refresh(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch) {
        return write(work -> reviews.refresh(work, id, ifMatch));
    }

    @POST
    @Path("{id}/review")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "reviewProductQualityReview", summary = "Review a draft's content with conclusions (QA signs, "
            + "meaning review, binding the contentSha256 read; If-Match); 409 content_changed once the content moved")
    @APIResponse(responseCode = "200", description = "Reviewed.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ProductQualityReviewView>> review(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) ProductQualityReviewSigning body) {
        return write(work -> reviews.review(work, id, ifMatch, body));
    }

    @POST
    @Path("{id}/approve")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "approveProductQualityReview", summary = "Approve a reviewed review (a QP other than the "
            + "reviewer signs, meaning approval; If-Match); its content never changes again")
    @APIResponse(responseCode = "200", description = "Approved.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ProductQualityReviewView>> approve(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return write(work -> reviews.approve(work, id, ifMatch, body));
    }

    private Uni<RestResponse<ProductQualityReviewView>> write(Function<UnitOfWork, Uni<ProductQualityReview>> move) {
        return units.write(move).map(ProductQualityReviewResource::ok);
    }

    private static RestResponse<ProductQualityReviewView> ok(ProductQualityReview review) {
        return Versions.ok(ProductQualityReviewView.of(review));
    }
}
