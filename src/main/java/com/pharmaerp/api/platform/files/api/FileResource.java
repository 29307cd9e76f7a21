package com.pharmaerp.api.platform.files.api;

import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
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
import jakarta.ws.rs.core.StreamingOutput;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.pharmaerp.api.platform.files.FileRules;
import com.pharmaerp.api.platform.files.FileService;
import com.pharmaerp.api.platform.files.FilesScopes;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.HttpServerResponse;

@Path(FileResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
@RegisterForReflection(methods = true)
@Tag(name = "Files", description = "Evidence uploaded once and attached to records: never changed or deleted.")
public class FileResource {

    public static final String PATH = "/v1/files";

    private final FileService files;
    private final UnitsOfWork units;

    public FileResource(FileService files, UnitsOfWork units) {
        this.files = files;
        this.units = units;
    }

    @POST
    @Consumes(MediaType.WILDCARD)
    @Blocking // the body is read as it arrives, on a worker thread
    @RequiresScope(FilesScopes.WRITE)
    @Operation(operationId = "uploadFile", summary = "Upload a file (any role): the bytes as the body, with their Content-Type")
    @RequestBody(required = true, description = "The bytes, in one of the accepted types; at most erp.files.max-bytes.",
            content = { @Content(mediaType = "application/pdf", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "image/png", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "image/jpeg", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "image/tiff", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "text/plain", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "application/json", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "application/xml", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)) })
    @APIResponse(responseCode = "201", description = "Stored; Location names the file.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = FileView.class)))
    @APIResponse(responseCode = "413", ref = "PayloadTooLarge")
    @APIResponse(responseCode = "415", ref = "UnsupportedMediaType")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Response upload(
            @QueryParam("filename") @Parameter(required = true, schema = @Schema(type = SchemaType.STRING, maxLength = 255), description = "1 to 255 characters, without /, \\ or "
                    + "control characters.") String filename,
            @HeaderParam(HttpHeaders.CONTENT_TYPE) String contentType, @Context HttpServerResponse response,
            InputStream body) {
        FileView view = FileView.of(files.upload(body, filename, contentType, response::ended));
        return Response.created(URI.create(PATH + "/" + view.id())).entity(view).build();
    }

    @GET
    @RequiresScope(FilesScopes.READ)
    @Operation(operationId = "listFiles", summary = "List files, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<FileView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("sha256") @Size(max = 64) @Pattern(regexp = "[0-9a-f]{64}", message = "must be a SHA-256, 64 lowercase hexadecimal digits")
            @Parameter(description = "Only files with these bytes.") String sha256,
            @QueryParam("attached") @Size(max = 5) @Pattern(regexp = "true|false", message = "must be true or false")
            @Parameter(description = "Only files attached to some record (true) or to none (false).") String attached) {
        Cursor after = Cursor.decode(cursor);
        Boolean wanted = attached == null ? null : Boolean.valueOf(attached);
        return units.read(work -> files.list(work, sha256, wanted, after, limit)).map(page -> page.map(FileView::of));
    }

    @GET
    @Path("{id}")
    @RequiresScope(FilesScopes.READ)
    @Operation(operationId = "getFile", summary = "Read a file's record, with the records it is attached to")
    public Uni<RestResponse<FileView>> get(@PathParam("id") String id) {
        return units.read(work -> files.get(work, id)).map(file -> RestResponse.ok(FileView.of(file)));
    }

    @GET
    @Path("{id}/content")
    @Produces(MediaType.WILDCARD)
    @Blocking // streamed chunk by chunk from a worker thread
    @RequiresScope(FilesScopes.READ)
    @Operation(operationId = "getFileContent", summary = "Download a file's bytes (one Range at most)")
    @APIResponse(responseCode = "200", description = "The bytes, as uploaded, in the type they were stored with.",
            content = { @Content(mediaType = "application/pdf", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "image/png", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "image/jpeg", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "image/tiff", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "text/plain", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "application/json", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "application/xml", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)) })
    @APIResponse(responseCode = "206", description = "The range asked for; Content-Range says which.",
            content = { @Content(mediaType = "application/pdf", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "image/png", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "image/jpeg", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "image/tiff", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "text/plain", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "application/json", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)),
                    @Content(mediaType = "application/xml", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 26214400)) })
    @APIResponse(responseCode = "304", description = "Not modified: If-None-Match named the file's ETag.")
    @APIResponse(responseCode = "416", ref = "RangeNotSatisfiable")
    public Response content(@PathParam("id") String id,
            @HeaderParam("Range") @Parameter(schema = @Schema(type = SchemaType.STRING, maxLength = 100), description = "bytes=first-last; one range.") String range,
            @HeaderParam(HttpHeaders.IF_NONE_MATCH) @Parameter(schema = @Schema(type = SchemaType.STRING, maxLength = 100), description = "The ETag of the copy the client holds.") String ifNoneMatch) {
        FileService.Download download = units.read(work -> files.download(work, id)).await().indefinitely();
        var file = download.file();
        String etag = "\"" + file.sha256() + "\"";
        if (ifNoneMatch != null && (ifNoneMatch.strip().equals("*") || ifNoneMatch.contains(etag))) {
            return Response.notModified().header(HttpHeaders.ETAG, etag).header(HttpHeaders.CACHE_CONTROL, CACHE).build();
        }
        ByteRange bytes = ByteRange.of(range, file.size());
        StreamingOutput stream = out -> files.copy(download, bytes.from(), bytes.to(), out);
        Response.ResponseBuilder answer = Response.status(bytes.partial() ? 206 : 200).entity(stream)
                .type(file.contentType())
                .header(HttpHeaders.CONTENT_LENGTH, bytes.length())
                .header("Content-Disposition", "attachment; filename*=UTF-8''" + encoded(file.filename()))
                .header("X-Content-Type-Options", "nosniff")
                .header(HttpHeaders.ETAG, etag)
                .header(HttpHeaders.CACHE_CONTROL, CACHE)
                .header("Accept-Ranges", "bytes");
        if (bytes.partial()) {
            answer.header("Content-Range", "bytes " + bytes.from() + "-" + bytes.to() + "/" + file.size());
        }
        return answer.build();
    }

    private static final String CACHE = "private, no-cache";

    /** RFC 8187: every byte but the attribute characters percent-encoded. */
    static String encoded(String filename) {
        StringBuilder out = new StringBuilder();
        for (byte b : filename.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xFF);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "!#$&+-.^_`|~".indexOf(c) >= 0) {
                out.append(c);
            } else {
                out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
            }
        }
        return out.toString();
    }
}
