package com.pharmaerp.api.platform.documents;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.config.ErpConfig;

import io.quarkus.qute.Engine;
import io.smallrye.mutiny.Uni;

/**
 * Serves a record as a document in the form the client asked for. The JSON form is the record's
 * data and nothing else (no generation time), so the same record always gives the same bytes; its
 * SHA-256 is its ETag and is printed on every page of the HTML and PDF forms, which are rendered
 * from a Qute template. Rendering runs on threads of its own ({@code erp.documents.max-concurrent-renders})
 * behind a short queue ({@code erp.documents.max-waiting-renders}): a long batch record takes seconds
 * and some tens of MiB, so neither the event loop nor the heap is at its mercy.
 */
@ApplicationScoped
public class Documents {

    private final Engine templates;
    private final ObjectMapper mapper;
    private final ArchivalPdf pdf;
    private final RenderQueue renderers;

    public Documents(Engine templates, ObjectMapper mapper, ArchivalPdf pdf, ErpConfig config) {
        this.templates = templates;
        this.mapper = mapper;
        this.pdf = pdf;
        this.renderers = new RenderQueue(config.documents().maxConcurrentRenders(), config.documents().maxWaitingRenders());
    }

    @PreDestroy
    void stop() {
        renderers.stop();
    }

    /** The document in the asked form; the Uni fails with 503 documents_busy when the render queue is full. */
    public Uni<Response> serve(Document document, DocumentFormat format) {
        return renderers.submit(() -> render(document, format));
    }

    private Response render(Document document, DocumentFormat format) {
        byte[] json = json(document.content());
        String sha256 = sha256(json);
        Imprint imprint = new Imprint(document.number(), document.generatedAt().truncatedTo(ChronoUnit.SECONDS), sha256);
        Response.ResponseBuilder response = switch (format) {
            case JSON -> Response.ok(json).tag(sha256);
            case HTML -> Response.ok(html(document, imprint));
            case PDF -> Response.ok(pdf.render(html(document, imprint)))
                    .header("Content-Disposition", "inline; filename=\"" + document.number() + ".pdf\"");
        };
        return response.type(format == DocumentFormat.HTML ? "text/html;charset=UTF-8" : format.mediaType().toString())
                .header(HttpHeaders.VARY, HttpHeaders.ACCEPT).build();
    }

    /** The HTML form: well-formed XHTML, so the PDF renderer (an XML parser) reads exactly what a browser shows. */
    String html(Document document, Imprint imprint) {
        return templates.getTemplate(document.template()).data("record", document.content()).data("imprint", imprint)
                .render();
    }

    private byte[] json(Object content) {
        try {
            return mapper.writeValueAsBytes(content);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a document's content is not serialisable", e);
        }
    }

    /** 64 lowercase hex digits. */
    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
