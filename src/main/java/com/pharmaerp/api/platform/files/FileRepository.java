package com.pharmaerp.api.platform.files;

import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Files, where their content is stored, and the attachments that name them. */
@ApplicationScoped
public class FileRepository {

    private static final String SELECT = "SELECT id, filename, content_type, size, sha256, created_at, created_by, "
            + "ARRAY(SELECT a.entity_type FROM attachments a WHERE a.tenant_id = files.tenant_id AND a.file_id = files.id "
            + "ORDER BY a.attached_at, a.id) AS entity_types, "
            + "ARRAY(SELECT a.entity_id FROM attachments a WHERE a.tenant_id = files.tenant_id AND a.file_id = files.id "
            + "ORDER BY a.attached_at, a.id) AS entity_ids FROM files";

    /** The condition of a list narrowed to files attached to something, or to nothing ({@code attachments_file}). */
    static final String ATTACHED = "EXISTS (SELECT 1 FROM attachments a WHERE a.tenant_id = files.tenant_id "
            + "AND a.file_id = files.id)";

    /** Where a file's content lies: the store, and there the upload whose chunks hold it or the object its SHA-256 names. */
    public record Content(String sha256, String storage, String uploadId, long size, int chunkBytes) {
    }

    public Uni<StoredFile> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), FileRepository::file);
    }

    /** Newest first ({@code files_newest}; with a SHA-256, {@code files_sha256}). */
    public Uni<List<StoredFile>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), FileRepository::file);
    }

    public Uni<Content> content(UnitOfWork work, String sha256) {
        return work.one("SELECT storage, upload_id, size, chunk_bytes FROM file_contents WHERE tenant_id = $1 AND sha256 = $2",
                Tuple.of(work.tenantId(), sha256), row -> new Content(sha256, row.getString("storage"),
                        row.getString("upload_id"), row.getLong("size"), row.getInteger("chunk_bytes")));
    }

    /**
     * Makes an upload the tenant's content of these bytes, unless an earlier upload stored the same bytes
     * (then nothing changes); whether it did.
     */
    public Uni<Boolean> insertContent(UnitOfWork work, String sha256, String storage, String uploadId, long size,
            int chunkBytes) {
        return work.update("INSERT INTO file_contents (tenant_id, sha256, storage, upload_id, size, chunk_bytes, stored_at) "
                + "VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (tenant_id, sha256) DO NOTHING",
                Tuple.from(new Object[] { work.tenantId(), sha256, storage, uploadId, size, chunkBytes,
                        Rows.time(work.now()) })).map(inserted -> inserted == 1);
    }

    public Uni<Void> insert(UnitOfWork work, StoredFile file) {
        return work.update("INSERT INTO files (tenant_id, id, filename, content_type, size, sha256, created_at, created_by) "
                + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8)", Tuple.from(new Object[] { work.tenantId(), file.id(),
                        file.filename(), file.contentType(), file.size(), file.sha256(), Rows.time(file.createdAt()),
                        file.createdBy() })).replaceWithVoid();
    }

    /** The files of the tenant among these ids, with their SHA-256 (the others are unknown or another tenant's). */
    public Uni<List<StoredFile>> found(UnitOfWork work, List<String> ids) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND id = ANY($2)", Tuple.of(work.tenantId(),
                ids.toArray(String[]::new)), FileRepository::file);
    }

    public Uni<Void> attach(UnitOfWork work, String id, String entityType, String entityId, String fileId,
            String description) {
        return work.update("INSERT INTO attachments (tenant_id, id, entity_type, entity_id, file_id, description, attached_at, "
                + "attached_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)", Tuple.from(new Object[] { work.tenantId(), id,
                        entityType, entityId, fileId, description, Rows.time(work.now()), work.userId() }))
                .replaceWithVoid();
    }

    /** A record's attachments, oldest first ({@code attachments_record}). */
    public Uni<List<Attachment>> attachments(UnitOfWork work, String entityType, String entityId) {
        return work.list("SELECT a.id, a.file_id, f.filename, f.content_type, f.size, f.sha256, a.description, a.attached_at, "
                + "a.attached_by FROM attachments a JOIN files f ON f.tenant_id = a.tenant_id AND f.id = a.file_id "
                + "WHERE a.tenant_id = $1 AND a.entity_type = $2 AND a.entity_id = $3 ORDER BY a.attached_at, a.id",
                Tuple.of(work.tenantId(), entityType, entityId), row -> new Attachment(row.getString("id"),
                        row.getString("file_id"), row.getString("filename"), row.getString("content_type"),
                        row.getLong("size"), row.getString("sha256"), row.getString("description"),
                        Rows.instant(row, "attached_at"), row.getString("attached_by")));
    }

    private static StoredFile file(Row row) {
        String[] types = row.getArrayOfStrings("entity_types");
        String[] ids = row.getArrayOfStrings("entity_ids");
        List<StoredFile.AttachedTo> attachedTo = new ArrayList<>(types.length);
        for (int i = 0; i < types.length; i++) {
            attachedTo.add(new StoredFile.AttachedTo(types[i], ids[i]));
        }
        return new StoredFile(row.getString("id"), row.getString("filename"), row.getString("content_type"),
                row.getLong("size"), row.getString("sha256"), Rows.instant(row, "created_at"), row.getString("created_by"),
                List.copyOf(attachedTo));
    }
}
