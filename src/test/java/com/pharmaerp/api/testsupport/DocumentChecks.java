package com.pharmaerp.api.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;

import javax.xml.parsers.DocumentBuilderFactory;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.verapdf.gf.foundry.VeraGreenfieldFoundryProvider;
import org.verapdf.pdfa.Foundries;
import org.verapdf.pdfa.PDFAParser;
import org.verapdf.pdfa.PDFAValidator;
import org.verapdf.pdfa.results.TestAssertion;
import org.verapdf.pdfa.results.ValidationResult;
import org.xml.sax.InputSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import io.restassured.path.json.JsonPath;

/** What a reader checks of a served document: the PDF's text and fonts, its PDF/A conformance, the HTML's form. */
public final class DocumentChecks {

    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule());

    static {
        VeraGreenfieldFoundryProvider.initialise();
    }

    private DocumentChecks() {
    }

    /** The text of every page, as PDFBox extracts it (what a reader could copy). */
    public static String text(byte[] pdf) {
        try (PDDocument document = Loader.loadPDF(pdf)) {
            return new PDFTextStripper().getText(document);
        } catch (IOException e) {
            throw new AssertionError("not a PDF", e);
        }
    }

    /**
     * The Latin ligature characters (U+FB00–U+FB06, e.g. "ﬁ") among those the PDF's glyphs stand for,
     * as pdftotext or a viewer copies them. {@link #text} cannot show them: PDFBox's extraction splits
     * a ligature into its letters, so the glyphs are read here before it does.
     */
    public static String ligatures(byte[] pdf) {
        StringBuilder found = new StringBuilder();
        try (PDDocument document = Loader.loadPDF(pdf)) {
            new PDFTextStripper() {
                @Override
                protected void processTextPosition(TextPosition glyph) {
                    glyph.getUnicode().codePoints().filter(c -> c >= 0xFB00 && c <= 0xFB06).forEach(found::appendCodePoint);
                }
            }.getText(document);
        } catch (IOException e) {
            throw new AssertionError("not a PDF", e);
        }
        return found.toString();
    }

    /**
     * A piece of text as the PDF draws it, with one text-showing operator: its page (from 1), its baseline
     * (from the top of the page) and where its first glyph begins and its last visible glyph ends.
     */
    public record Run(int page, String text, float baseline, float left, float right) {
    }

    /** Every piece of text the PDF draws, in drawing order: the renderer draws each cell's lines apart. */
    public static List<Run> runs(byte[] pdf) {
        List<Run> runs = new ArrayList<>();
        try (PDDocument document = Loader.loadPDF(pdf)) {
            new PDFTextStripper() {
                private final List<TextPosition> glyphs = new ArrayList<>();
                private int page;

                @Override
                protected void startPage(PDPage started) throws IOException {
                    page++;
                    super.startPage(started);
                }

                @Override
                protected void showText(byte[] string) throws IOException {
                    super.showText(string);
                    List<TextPosition> visible = glyphs.stream().filter(glyph -> !glyph.getUnicode().isBlank()).toList();
                    if (!visible.isEmpty()) {
                        TextPosition first = glyphs.get(0);
                        TextPosition last = visible.get(visible.size() - 1);
                        runs.add(new Run(page, glyphs.stream().map(TextPosition::getUnicode).collect(Collectors.joining()),
                                first.getYDirAdj(), first.getXDirAdj(), last.getXDirAdj() + last.getWidthDirAdj()));
                    }
                    glyphs.clear();
                }

                @Override
                protected void processTextPosition(TextPosition glyph) {
                    glyphs.add(glyph);
                }
            }.getText(document);
        } catch (IOException e) {
            throw new AssertionError("not a PDF", e);
        }
        return runs;
    }

    /** A column of a printed table: its heading, where the heading begins, and the text of its cells below it. */
    public record Column(String heading, float left, List<Run> cells) {
    }

    /**
     * The columns of the table with these headings, on every page whose text repeats its header row.
     * A cell's text belongs to the column whose heading begins where it begins, or the nearest left of
     * that; the page's footer (the text from the line starting with {@code footer} down) is no cell.
     */
    public static List<Column> columns(List<Run> runs, List<String> headings, String footer) {
        List<Column> columns = new ArrayList<>();
        for (int page : runs.stream().map(Run::page).distinct().toList()) {
            List<Run> onPage = runs.stream().filter(run -> run.page() == page).toList();
            List<Run> header = headings.stream().map(heading -> onPage.stream().filter(run -> run.text().strip()
                    .equals(heading)).findFirst().orElse(null)).toList();
            if (header.contains(null)) {
                continue;
            }
            if (columns.isEmpty()) {
                header.forEach(heading -> columns.add(new Column(heading.text().strip(), heading.left(), new ArrayList<>())));
            }
            float top = header.get(0).baseline();
            float bottom = onPage.stream().filter(run -> run.text().startsWith(footer)).map(Run::baseline)
                    .min(Float::compare).orElse(Float.MAX_VALUE);
            for (Run run : onPage) {
                if (run.baseline() > top && run.baseline() < bottom) {
                    columns.stream().filter(column -> column.left() <= run.left() + 0.5f).reduce((left, right) -> right)
                            .ifPresent(column -> column.cells().add(run));
                }
            }
        }
        return columns;
    }

    /** The text with every run of white space (line breaks too) made one space: a wrapped block reads as one line. */
    public static String oneLine(String text) {
        return text.replaceAll("\\s+", " ");
    }

    /** The text with no white space at all: an identifier a narrow table cell broke over two lines reads whole. */
    public static String withoutWhiteSpace(String text) {
        return text.replaceAll("\\s+", "");
    }

    /** A signature as a document's JSON form states it. */
    public record Signed(String userId, String printedName, String meaning, String reason, Instant signedAt, int version) {

        private static final DateTimeFormatter UTC = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
                .withZone(ZoneOffset.UTC);

        /** How templates/tags/signature.html prints it: meaning, name, time and reason together, then who and what. */
        public String printed() {
            return meaning + " · " + printedName + " · " + UTC.format(signedAt) + (reason == null ? "" : " · reason: " + reason)
                    + " (user " + userId + ", signed version " + version + ")";
        }
    }

    /** How templates/tags/signature.html prints a file the signature bound: its name, id and the SHA-256 of its bytes. */
    public static String boundEvidence(JsonPath file) {
        return "bound evidence: " + file.getString("filename") + " (" + file.getString("id") + ") SHA-256 "
                + file.getString("sha256");
    }

    /**
     * Every signature of a document's JSON form, wherever it sits (each object with a meaning and a
     * signing time), but those quoted in the annex's audit events: their changes are data, printed as such.
     */
    public static List<Signed> signatures(byte[] json) {
        try {
            List<Signed> found = new ArrayList<>();
            collectSignatures(JSON.readTree(json), found);
            return found;
        } catch (IOException e) {
            throw new AssertionError("not JSON", e);
        }
    }

    private static void collectSignatures(JsonNode node, List<Signed> found) throws IOException {
        if (node.has("meaning") && node.has("signedAt")) {
            found.add(JSON.treeToValue(node, Signed.class));
            return;
        }
        for (var fields = node.fields(); fields.hasNext();) {
            var field = fields.next();
            if (!field.getKey().equals("changes")) {
                collectSignatures(field.getValue(), found);
            }
        }
        if (node.isArray()) {
            for (JsonNode element : node) {
                collectSignatures(element, found);
            }
        }
    }

    /** Fonts used on any page that are not embedded in the file; empty for a self-contained PDF. */
    public static List<String> unembeddedFonts(byte[] pdf) {
        List<String> missing = new ArrayList<>();
        try (PDDocument document = Loader.loadPDF(pdf)) {
            for (PDPage page : document.getPages()) {
                for (var name : page.getResources().getFontNames()) {
                    PDFont font = page.getResources().getFont(name);
                    if (!font.isEmbedded()) {
                        missing.add(font.getName());
                    }
                }
            }
        } catch (IOException e) {
            throw new AssertionError("not a PDF", e);
        }
        return missing;
    }

    /**
     * A document's JSON form lists one deviation: the investigated batch's and lot's of the document
     * tests, closed as major with its equipment root cause under QA's approval.
     */
    public static void listsTheClosedEquipmentDeviation(JsonPath document) {
        assertThat(document.getList("deviations")).hasSize(1);
        assertThat(document.getString("deviations[0].status")).isEqualTo("closed");
        assertThat(document.getString("deviations[0].classification")).isEqualTo("major");
        assertThat(document.getString("deviations[0].rootCauseCategory")).isEqualTo("equipment");
        assertThat(document.getString("deviations[0].rootCause")).isEqualTo("Thermostat failed");
        assertThat(document.getString("deviations[0].closure.meaning")).isEqualTo("approval");
    }

    /** Every page's size in points, width x height. */
    public static List<String> pageSizes(byte[] pdf) {
        try (PDDocument document = Loader.loadPDF(pdf)) {
            List<String> sizes = new ArrayList<>();
            for (PDPage page : document.getPages()) {
                sizes.add(Math.round(page.getMediaBox().getWidth()) + "x" + Math.round(page.getMediaBox().getHeight()));
            }
            return sizes;
        } catch (IOException e) {
            throw new AssertionError("not a PDF", e);
        }
    }

    /**
     * veraPDF's verdict against the PDF/A part and level the file claims: the rules it fails, empty
     * when it conforms; a file claiming no PDF/A part fails.
     */
    public static List<String> pdfaFailures(byte[] pdf) {
        try (PDFAParser parser = Foundries.defaultInstance().createParser(new ByteArrayInputStream(pdf))) {
            PDFAValidator validator = Foundries.defaultInstance().createValidator(parser.getFlavour(), false);
            ValidationResult result = validator.validate(parser);
            List<String> failures = new ArrayList<>();
            failures.add("flavour " + parser.getFlavour());
            for (TestAssertion assertion : result.getTestAssertions()) {
                if (assertion.getStatus() == TestAssertion.Status.FAILED) {
                    failures.add(assertion.getRuleId() + ": " + assertion.getMessage());
                }
            }
            return result.isCompliant() ? List.of() : failures;
        } catch (Exception e) {
            throw new AssertionError("veraPDF could not read the file", e);
        }
    }

    /** Parses the HTML as XML (XHTML): throws, naming the line, unless it is well formed. */
    public static org.w3c.dom.Document wellFormed(String html) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            return factory.newDocumentBuilder().parse(new InputSource(new StringReader(html)));
        } catch (Exception e) {
            throw new AssertionError("the HTML is not well-formed XHTML: " + e.getMessage(), e);
        }
    }

    /** The text of the HTML form on one line, as a browser's reader would copy it: {@link #wellFormed} first. */
    public static String htmlText(String html) {
        return oneLine(wellFormed(html).getDocumentElement().getTextContent());
    }

    /** 64 lowercase hex digits. */
    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
