package com.pharmaerp.api.platform.documents;

import java.io.IOException;
import java.io.UncheckedIOException;

import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

import com.openhtmltopdf.pdfboxout.PDFontSupplier;

/**
 * A TrueType font for openhtmltopdf, subset and embedded into the document being written, with its
 * glyph substitution (GSUB) table left unused. PDFBox 3 otherwise applies the table's Latin
 * ligatures as it writes text, so a reader copying "verification" or an id such as {@code lot_4zbffs}
 * from the PDF got "ﬁ" or "ﬀ" instead of the letters. The documents print no script that needs
 * substitution, and openhtmltopdf lays text out letter by letter anyway.
 */
final class UnsubstitutedFont extends PDFontSupplier {

    private final PDDocument document;
    private final byte[] file;

    UnsubstitutedFont(PDDocument document, byte[] file) {
        super(null); // the font is loaded when the layout first needs it, by supply()
        this.document = document;
        this.file = file;
    }

    @Override
    public PDFont supply() {
        try {
            TrueTypeFont font = new TTFParser().parse(new RandomAccessReadBuffer(file));
            font.setEnableGsub(false);
            // The subset is cut from it when the document is saved; the document closes it after.
            document.registerTrueTypeFontForClosing(font);
            return PDType0Font.load(document, font, true);
        } catch (IOException e) {
            throw new UncheckedIOException("loading a document font failed", e);
        }
    }
}
