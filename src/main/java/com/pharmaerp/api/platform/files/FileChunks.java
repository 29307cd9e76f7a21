package com.pharmaerp.api.platform.files;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.security.Actor;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.core.buffer.Buffer;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * The bytes of files in PostgreSQL: rows of at most {@link #CHUNK_BYTES} in {@code file_chunks}, each
 * written in a short transaction of its own as the upload arrives (no connection is held while the
 * client sends), and counted as content only once {@code file_contents} names their upload.
 */
@ApplicationScoped
public class FileChunks {

    /** Every chunk but the last of an upload has exactly this many bytes, so a byte's chunk is computed. */
    public static final int CHUNK_BYTES = 1024 * 1024;

    private final UnitsOfWork units;

    public FileChunks(UnitsOfWork units) {
        this.units = units;
    }

    /** Stores one chunk of an upload that has not committed yet. */
    public Uni<Void> write(Actor actor, String uploadId, int chunkNo, byte[] bytes, int length) {
        Buffer data = Buffer.buffer(length).appendBytes(bytes, 0, length);
        return units.writeAs(actor, work -> work.update("INSERT INTO file_chunks (tenant_id, upload_id, chunk_no, data) "
                + "VALUES ($1, $2, $3, $4)", Tuple.of(work.tenantId(), uploadId, chunkNo, data))).replaceWithVoid();
    }

    /**
     * Within the upload's committing unit: makes the upload the tenant's content of these bytes, unless
     * an earlier upload stored the same bytes; then this upload's chunks go, and the content stays once.
     */
    public Uni<Void> commit(UnitOfWork work, String uploadId, String sha256, long size) {
        return work.update("INSERT INTO file_contents (tenant_id, sha256, upload_id, size, chunk_bytes, stored_at) "
                + "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (tenant_id, sha256) DO NOTHING",
                Tuple.from(new Object[] { work.tenantId(), sha256, uploadId, size, CHUNK_BYTES,
                        Rows.time(work.now()) }))
                .chain(inserted -> inserted == 1 ? Uni.createFrom().voidItem() : discard(work, uploadId));
    }

    /** Removes the chunks of an upload that will not commit (a refused or failed upload). */
    public Uni<Void> discard(Actor actor, String uploadId) {
        return units.writeAs(actor, work -> discard(work, uploadId));
    }

    private static Uni<Void> discard(UnitOfWork work, String uploadId) {
        return work.update("DELETE FROM file_chunks WHERE tenant_id = $1 AND upload_id = $2", Tuple.of(work.tenantId(),
                uploadId)).replaceWithVoid();
    }

    /**
     * Bytes {@code offset} to {@code offset + length - 1} of one chunk of stored content, read in a
     * short transaction of its own (a download holds no connection between chunks).
     */
    public Uni<byte[]> read(Actor actor, String uploadId, int chunkNo, int offset, int length) {
        return units.readAs(actor, work -> work.one("SELECT substring(data FROM $4 FOR $5) AS part FROM file_chunks "
                + "WHERE tenant_id = $1 AND upload_id = $2 AND chunk_no = $3", Tuple.of(work.tenantId(), uploadId, chunkNo,
                        offset + 1, length), row -> row.getBuffer("part").getBytes()));
    }
}
