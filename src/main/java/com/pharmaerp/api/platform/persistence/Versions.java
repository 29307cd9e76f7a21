package com.pharmaerp.api.platform.persistence;

import java.net.URI;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.RestResponse;

import com.pharmaerp.api.platform.problem.ProblemException;

/** Optimistic concurrency over HTTP: {@code ETag: "<version>"} out, {@code If-Match: "<version>"} in. */
public final class Versions {

    private Versions() {
    }

    /** A representation of a versioned resource, as every module's views are. */
    public interface Versioned {
        String id();

        int version();
    }

    public static String etag(int version) {
        return "\"" + version + "\"";
    }

    /** 200 with the resource and its ETag. */
    public static <V extends Versioned> RestResponse<V> ok(V view) {
        return RestResponse.ResponseBuilder.ok(view).header(HttpHeaders.ETAG, etag(view.version())).build();
    }

    /** 200 with the resource and its ETag, as a response an idempotent operation can store and replay. */
    public static Response okResponse(Versioned view) {
        return Response.ok(view).header(HttpHeaders.ETAG, etag(view.version())).build();
    }

    /** 201 with the new resource, its Location under the collection, and its ETag. */
    public static Response created(String collection, Versioned view) {
        return Response.created(URI.create(collection + "/" + view.id())).entity(view)
                .header(HttpHeaders.ETAG, etag(view.version())).build();
    }

    /**
     * The caller changes the version it read, as If-Match says, and that is the current one.
     *
     * @throws ProblemException 428 when If-Match is missing (its hint names the current ETag), 412
     *         when it names no version or another one
     */
    public static void require(String ifMatch, int current) {
        if (ifMatch == null || ifMatch.isBlank()) {
            throw new ProblemException(PersistenceProblem.PRECONDITION_REQUIRED, "Send If-Match with the ETag of the "
                    + "version you read; the resource is now at If-Match: " + etag(current) + ".");
        }
        int expected = expected(ifMatch.strip());
        if (expected != current) {
            throw new ProblemException(PersistenceProblem.PRECONDITION_FAILED, "The resource is at version " + current
                    + ", not " + expected + ": someone changed it since you read it. Read it again and reapply your change.");
        }
    }

    private static int expected(String value) {
        if (value.length() > 2 && value.startsWith("\"") && value.endsWith("\"")) {
            try {
                return Integer.parseInt(value.substring(1, value.length() - 1));
            } catch (NumberFormatException e) {
                // falls through to 412: a tag we never issued matches no version
            }
        }
        throw new ProblemException(PersistenceProblem.PRECONDITION_FAILED,
                "If-Match " + value + " matches no version of this resource; read it again for its current ETag.");
    }

    /**
     * A conditional update found the record at another version than the one read and checked in the
     * same operation: someone changed it in between.
     */
    public static ProblemException movedOn() {
        return new ProblemException(PersistenceProblem.PRECONDITION_FAILED, "The resource changed while your request "
                + "was being processed. Read it again and reapply your change.");
    }

    /**
     * The record a conditional update wrote.
     *
     * @param written whether the update found the record at the version it was read at
     * @throws ProblemException 412 when it did not
     */
    public static <T> T written(boolean written, T record) {
        if (!written) {
            throw movedOn();
        }
        return record;
    }
}
