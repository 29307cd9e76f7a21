package com.pharmaerp.api.platform.documents;

import java.time.Instant;

/**
 * A record to serve as a document.
 *
 * @param template the Qute template under {@code templates/}, e.g. {@code documents/batch-record}; it reads the
 *        content as {@code record} and the footer's facts as {@code imprint}
 * @param number the document's number, printed on every page and in the PDF's file name
 * @param content the document's data: its JSON form, from which the HTML and PDF forms are made
 * @param generatedAt when it was read, printed on the HTML and PDF forms (never in the JSON form)
 */
public record Document(String template, String number, Object content, Instant generatedAt) {
}
