package com.pharmaerp.api.platform.files;

import java.io.IOException;
import java.io.OutputStream;

import com.pharmaerp.api.platform.security.Actor;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Where the bytes of files lie ({@code erp.files.storage}): each content of a tenant once, named by its
 * SHA-256. The blocking methods run on the worker thread of the upload or download request.
 */
public interface FileStore {

    /** The name {@code file_contents.storage} keeps for content stored here. */
    String name();

    /** Begins storing the bytes of one upload, whose SHA-256 is known only at its end. */
    Upload begin(Actor actor, String uploadId);

    /** Writes bytes {@code from} to {@code to} (inclusive) of stored content to {@code out}; blocks. */
    void copy(Actor actor, FileRepository.Content content, long from, long to, OutputStream out) throws IOException;

    /** The bytes of one upload as they arrive. */
    interface Upload {

        /** Stores the next bytes; blocks. */
        void write(byte[] bytes, int length);

        /** Every byte arrived: makes them readable as this content before the file record commits; blocks. */
        void complete(String sha256, long size);

        /**
         * Within the upload's committing unit, after {@code file_contents} was written: {@code kept} says
         * whether this upload became the content, or the tenant held the same bytes already.
         */
        Uni<Void> committed(UnitOfWork work, boolean kept);

        /** Removes what the upload stored, when it will not commit; best effort (see the sweep). */
        void discard();
    }
}
