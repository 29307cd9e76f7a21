package com.pharmaerp.api.platform.documents;

import java.awt.color.ColorSpace;
import java.awt.color.ICC_Profile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import jakarta.enterprise.context.ApplicationScoped;

import org.apache.pdfbox.pdmodel.PDDocument;

import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FontStyle;
import com.openhtmltopdf.outputdevice.helper.ExternalResourceControlPriority;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder.PdfAConformance;

/**
 * Renders a document's XHTML to PDF/A-2u (archival: every font embedded, Unicode text without
 * ligatures, an sRGB output intent, no external resource) on Apache PDFBox through openhtmltopdf. Blocking and
 * CPU-bound: callers run it on a thread of their own, never on the event loop.
 */
@ApplicationScoped
public class ArchivalPdf {

    /** The family every template's CSS names; no system font is ever consulted. */
    public static final String SANS = "DejaVu Sans";
    public static final String MONO = "DejaVu Sans Mono";

    private static final String FONTS = "documents/fonts/";

    private final byte[] regular = resource(FONTS + "DejaVuSans.ttf");
    private final byte[] bold = resource(FONTS + "DejaVuSans-Bold.ttf");
    private final byte[] mono = resource(FONTS + "DejaVuSansMono.ttf");
    /** The JDK's own sRGB profile: PDF/A needs an output intent, and this one ships with every JVM. */
    private final byte[] srgb = ICC_Profile.getInstance(ColorSpace.CS_sRGB).getData();

    /** @param xhtml a well-formed XHTML document whose title becomes the PDF's title */
    public byte[] render(String xhtml) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024);
        // The fonts are loaded into this document, so the renderer writes into it (and closes it once saved).
        try (PDDocument document = new PDDocument()) {
            PdfRendererBuilder builder = new PdfRendererBuilder();
            builder.usePDDocument(document);
            builder.useFastMode();
            builder.usePdfAConformance(PdfAConformance.PDFA_2_U);
            builder.useColorProfile(srgb);
            // Subset each font: a page uses a few hundred of DejaVu's thousands of glyphs.
            builder.useFont(new UnsubstitutedFont(document, regular), SANS, 400, FontStyle.NORMAL, true);
            builder.useFont(new UnsubstitutedFont(document, bold), SANS, 700, FontStyle.NORMAL, true);
            builder.useFont(new UnsubstitutedFont(document, mono), MONO, 400, FontStyle.NORMAL, true);
            // The templates reference nothing outside themselves; refuse any URI so none is ever fetched.
            builder.useExternalResourceAccessControl((uri, type) -> false, ExternalResourceControlPriority.RUN_BEFORE_RESOLVING_URI);
            builder.useExternalResourceAccessControl((uri, type) -> false, ExternalResourceControlPriority.RUN_AFTER_RESOLVING_URI);
            builder.withProducer("Pharmaceutical ERP Service Interface");
            builder.withHtmlContent(xhtml, null);
            builder.toStream(out);
            builder.run();
        } catch (IOException e) {
            throw new UncheckedIOException("rendering a document to PDF failed", e);
        }
        return out.toByteArray();
    }

    private static byte[] resource(String path) {
        try (InputStream in = ArchivalPdf.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is missing from the application");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(path, e);
        }
    }
}
