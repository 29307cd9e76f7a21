package com.pharmaerp.api.platform.files;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.security.Actor;
import com.pharmaerp.api.platform.security.Caller;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.runtime.Startup;
import io.smallrye.mutiny.Uni;

/**
 * Uploads and reads files. An upload streams: each chunk is checked, hashed and stored as it arrives
 * (one chunk in memory per upload; with S3 one part), and the file record commits in one unit of work only after the
 * last chunk is stored; a refused, abandoned or failed upload leaves no record and removes its chunks.
 */
@Startup // a wrong erp.files.storage stops the start, not the first upload
@ApplicationScoped
public class FileService {

    private final FileRepository files;
    private final PostgresFileStore postgres;
    private final S3FileStore s3;
    private final FileStore uploads;
    private final UnitsOfWork units;
    private final Caller caller;
    private final long maxBytes;

    public FileService(FileRepository files, PostgresFileStore postgres, S3FileStore s3, UnitsOfWork units, Caller caller,
            ErpConfig config) {
        this.files = files;
        this.postgres = postgres;
        this.s3 = s3;
        this.units = units;
        this.caller = caller;
        this.maxBytes = config.files().maxBytes();
        this.uploads = store(config.files().storage());
        if (uploads == s3) {
            s3.check();
        }
    }

    /** The store named by erp.files.storage or by a content's {@code storage}. */
    private FileStore store(String name) {
        return switch (name) {
            case PostgresFileStore.NAME -> postgres;
            case S3FileStore.NAME -> s3;
            default -> throw new IllegalStateException("erp.files.storage is postgres or s3, not " + name);
        };
    }

    /** The largest upload accepted, in bytes. */
    public long maxBytes() {
        return maxBytes;
    }

    /**
     * Stores an upload; blocks, so it runs on a worker thread.
     *
     * @param abandoned whether the request was already answered (its deadline passed): then nothing commits
     */
    public StoredFile upload(InputStream body, String filename, String contentType, BooleanSupplier abandoned) {
        String refusal = FileRules.filenameRefusal(filename);
        if (refusal != null) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The file name is not accepted.",
                    List.of(new Problem.FieldError("filename", refusal)));
        }
        String type = FileRules.acceptedType(contentType);
        if (type == null) {
            throw new ProblemException(PlatformProblem.UNSUPPORTED_MEDIA_TYPE, "A file's Content-Type is one of "
                    + String.join(", ", FileRules.TYPES) + "; " + (contentType == null ? "none was given" : contentType
                            + " is not accepted") + ".");
        }
        Actor actor = Actor.of(caller);
        String uploadId = Ids.next("upl");
        MessageDigest sha256 = sha256();
        ContentCheck check = new ContentCheck(type);
        byte[] chunk = new byte[PostgresFileStore.CHUNK_BYTES];
        long size = 0;
        FileStore.Upload stored = uploads.begin(actor, uploadId);
        try {
            while (true) {
                int read = body.readNBytes(chunk, 0, (int) Math.min(chunk.length, maxBytes + 1 - size));
                if (read == 0) {
                    break;
                }
                size += read;
                if (size > maxBytes) {
                    throw new ProblemException(PlatformProblem.PAYLOAD_TOO_LARGE, "A file has at most " + maxBytes
                            + " bytes; this one has more.", Map.of("Connection", "close"));
                }
                if (!check.accepts(chunk, read)) {
                    throw mismatch(type);
                }
                sha256.update(chunk, 0, read);
                if (abandoned.getAsBoolean()) {
                    throw new IllegalStateException("the upload's request was answered before its body was read");
                }
                stored.write(chunk, read);
            }
            if (size == 0) {
                throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The file is empty.",
                        List.of(new Problem.FieldError("body", "must hold the file's bytes")));
            }
            if (!check.acceptsEnd()) {
                throw mismatch(type);
            }
            long total = size;
            String hash = HexFormat.of().formatHex(sha256.digest());
            stored.complete(hash, total);
            if (abandoned.getAsBoolean()) {
                throw new IllegalStateException("the upload's request was answered before it committed");
            }
            return units.write(work -> commit(work, stored, uploadId, filename, type, total, hash)).await().indefinitely();
        } catch (IOException e) {
            stored.discard();
            throw new ProblemException(PlatformProblem.BAD_REQUEST, "The body could not be read to its end.");
        } catch (RuntimeException e) {
            stored.discard();
            throw e;
        }
    }

    public Uni<StoredFile> get(UnitOfWork work, String id) {
        return Found.require(StoredFile.PREFIX, id, StoredFile.NOUN, () -> files.find(work, id));
    }

    public Uni<Page<StoredFile>> list(UnitOfWork work, String sha256, Boolean attached, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("sha256", sha256);
        if (attached != null) {
            query.where(attached ? FileRepository.ATTACHED : "NOT " + FileRepository.ATTACHED);
        }
        return files.page(work, query, after, limit).map(rows -> Page.of(rows, limit, f -> new Cursor(f.createdAt(), f.id()),
                f -> f));
    }

    /** The file and where its bytes lie, to stream them. */
    public Uni<Download> download(UnitOfWork work, String id) {
        return get(work, id).chain(file -> files.content(work, file.sha256())
                .map(content -> new Download(file, content, Actor.of(caller))));
    }

    /** A file and where its bytes lie. */
    public record Download(StoredFile file, FileRepository.Content content, Actor actor) {
    }

    /** Writes bytes {@code from} to {@code to} (inclusive) of a file to {@code out}: blocks, so it runs on a worker thread. */
    public void copy(Download download, long from, long to, OutputStream out) throws IOException {
        store(download.content().storage()).copy(download.actor(), download.content(), from, to, out);
    }

    private Uni<StoredFile> commit(UnitOfWork work, FileStore.Upload stored, String uploadId, String filename, String type,
            long size, String hash) {
        StoredFile file = new StoredFile(Ids.next(StoredFile.PREFIX), filename, type, size, hash, work.now(), work.userId(),
                List.of());
        work.record(new FileEvent.Uploaded(file.id(), new FileEvent.FileState(filename, type, size, hash)));
        return files.insertContent(work, hash, uploads.name(), uploadId, size, PostgresFileStore.CHUNK_BYTES)
                .chain(kept -> stored.committed(work, kept))
                .chain(() -> files.insert(work, file)).replaceWith(file);
    }

    private static ProblemException mismatch(String type) {
        return new ProblemException(FilesProblem.CONTENT_MISMATCH, "The bytes are not " + type + ": "
                + (FileRules.isText(type) ? "text must be UTF-8 without NUL characters."
                        : "they do not begin with the type's signature."));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
