package com.pharmaerp.api.platform.files;

import java.io.IOException;
import java.io.OutputStream;

import jakarta.enterprise.context.ApplicationScoped;

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
public class PostgresFileStore implements FileStore {

    public static final String NAME = "postgres";

    /** Every chunk but the last of an upload has exactly this many bytes, so a byte's chunk is computed. */
    public static final int CHUNK_BYTES = 1024 * 1024;

    private final UnitsOfWork units;

    public PostgresFileStore(UnitsOfWork units) {
        this.units = units;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Upload begin(Actor actor, String uploadId) {
        return new Upload() {
            private int chunkNo;

            @Override
            public void write(byte[] bytes, int length) {
                Buffer data = Buffer.buffer(length).appendBytes(bytes, 0, length);
                int no = chunkNo++;
                units.writeAs(actor, work -> work.update("INSERT INTO file_chunks (tenant_id, upload_id, chunk_no, data) "
                        + "VALUES ($1, $2, $3, $4)", Tuple.of(work.tenantId(), uploadId, no, data))).await().indefinitely();
            }

            @Override
            public void complete(String sha256, long size) {
                // the chunks are the content already
            }

            @Override
            public Uni<Void> committed(UnitOfWork work, boolean kept) {
                return kept ? Uni.createFrom().voidItem() : removeChunks(work, uploadId);
            }

            @Override
            public void discard() {
                if (chunkNo > 0) {
                    units.writeAs(actor, work -> removeChunks(work, uploadId)).subscribe().with(done -> { }, failure -> { });
                }
            }
        };
    }

    private static Uni<Void> removeChunks(UnitOfWork work, String uploadId) {
        return work.update("DELETE FROM file_chunks WHERE tenant_id = $1 AND upload_id = $2", Tuple.of(work.tenantId(),
                uploadId)).replaceWithVoid();
    }

    /** Chunk by chunk, each read in a short transaction of its own (a download holds no connection between chunks). */
    @Override
    public void copy(Actor actor, FileRepository.Content content, long from, long to, OutputStream out) throws IOException {
        for (long at = from; at <= to;) {
            int chunkNo = (int) (at / content.chunkBytes());
            int offset = (int) (at % content.chunkBytes());
            int length = (int) Math.min(to - at + 1, content.chunkBytes() - offset);
            byte[] part = units.readAs(actor, work -> work.one("SELECT substring(data FROM $4 FOR $5) AS part "
                    + "FROM file_chunks WHERE tenant_id = $1 AND upload_id = $2 AND chunk_no = $3", Tuple.of(work.tenantId(),
                            content.uploadId(), chunkNo, offset + 1, length), row -> row.getBuffer("part").getBytes()))
                    .await().indefinitely();
            out.write(part);
            at += part.length;
        }
    }

    /**
     * The sweep: removes the chunks of uploads that never committed and received nothing for an hour (a crash
     * between a chunk and its discard), in one statement, so pods sweeping at once remove each chunk once.
     */
    Uni<Integer> sweep(UnitOfWork work) {
        return work.update("DELETE FROM file_chunks c WHERE c.tenant_id = $1 AND c.stored_at < now() - interval '1 hour' "
                + "AND NOT EXISTS (SELECT 1 FROM file_contents fc WHERE fc.tenant_id = c.tenant_id "
                + "AND fc.upload_id = c.upload_id) AND NOT EXISTS (SELECT 1 FROM file_chunks n "
                + "WHERE n.tenant_id = c.tenant_id AND n.upload_id = c.upload_id AND n.stored_at >= now() - interval '1 hour')",
                Tuple.of(work.tenantId()));
    }
}
