package com.pharmaerp.api.platform.documents;

import java.util.List;

import jakarta.ws.rs.core.MediaType;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;

/** The forms a document is served in, in the order a client that accepts anything gets them. */
public enum DocumentFormat {
    PDF("application/pdf"),
    HTML("text/html"),
    JSON("application/json");

    private final MediaType mediaType;

    DocumentFormat(String mediaType) {
        this.mediaType = MediaType.valueOf(mediaType);
    }

    public MediaType mediaType() {
        return mediaType;
    }

    /**
     * The form the Accept header asks for: its most preferred range (as the framework sorted them,
     * q first) that one of ours matches; PDF when the header is absent or {@code *}{@code /*}.
     *
     * @throws ProblemException 406 not_acceptable when none matches
     */
    public static DocumentFormat negotiate(List<MediaType> acceptable) {
        if (acceptable.isEmpty()) {
            return PDF;
        }
        for (MediaType range : acceptable) {
            if (refused(range)) {
                continue;
            }
            for (DocumentFormat format : values()) {
                if (range.isCompatible(format.mediaType)) {
                    return format;
                }
            }
        }
        throw new ProblemException(PlatformProblem.NOT_ACCEPTABLE,
                "This document is served as application/pdf (the default), text/html or application/json.");
    }

    /** A range with q=0 says "not this one". */
    private static boolean refused(MediaType range) {
        String q = range.getParameters().get("q");
        try {
            return q != null && Double.parseDouble(q) == 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
