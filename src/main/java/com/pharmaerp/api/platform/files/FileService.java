package com.pharmaerp.api.platform.files;

import java.io.IOException;
import java.io.InputStream;
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

import io.smallrye.mutiny.Uni;

/**
 * Uploads and reads files. An upload streams: each chunk is checked, hashed and stored as it arrives
 * (one chunk in memory per upload), and the file record commits in one unit of work only after the
 * last chunk is stored; a refused, abandoned or failed upload leaves no record and removes its chunks.
 */
@ApplicationScoped
public class FileService {

    private final FileRepository files;
    private final FileChunks chunks;
    private final UnitsOfWork units;
    private final Caller caller;
    private final long maxBytes;

    public FileService(FileRepository files, FileChunks chunks, UnitsOfWork units, Caller caller, ErpConfig config) {
        this.files = files;
        this.chunks = chunks;
        this.units = units;
        this.caller = caller;
        this.maxBytes = config.files().maxBytes();
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
        byte[] chunk = new byte[FileChunks.CHUNK_BYTES];
        long size = 0;
        int chunkNo = 0;
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
                chunks.write(actor, uploadId, chunkNo++, chunk, read).await().indefinitely();
            }
            if (size == 0) {
                throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The file is empty.",
                        List.of(new Problem.FieldError("body", "must hold the file's bytes")));
            }
            if (!check.acceptsEnd()) {
                throw mismatch(type);
            }
            long stored = size;
            String hash = HexFormat.of().formatHex(sha256.digest());
            if (abandoned.getAsBoolean()) {
                throw new IllegalStateException("the upload's request was answered before it committed");
            }
            return units.write(work -> commit(work, uploadId, filename, type, stored, hash)).await().indefinitely();
        } catch (IOException e) {
            discard(actor, uploadId, chunkNo);
            throw new ProblemException(PlatformProblem.BAD_REQUEST, "The body could not be read to its end.");
        } catch (RuntimeException e) {
            discard(actor, uploadId, chunkNo);
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

    /** Bytes {@code from} to {@code to} (inclusive) of a file, chunk by chunk. */
    public record Download(StoredFile file, FileRepository.Content content, Actor actor) {
    }

    /** One chunk's part of a download: blocks, so it runs on a worker thread. */
    public byte[] read(Download download, long from, long to) {
        FileRepository.Content content = download.content();
        int chunkNo = (int) (from / content.chunkBytes());
        int offset = (int) (from % content.chunkBytes());
        int length = (int) Math.min(to - from + 1, content.chunkBytes() - offset);
        return chunks.read(download.actor(), content.uploadId(), chunkNo, offset, length).await().indefinitely();
    }

    private Uni<StoredFile> commit(UnitOfWork work, String uploadId, String filename, String type, long size, String hash) {
        StoredFile file = new StoredFile(Ids.next(StoredFile.PREFIX), filename, type, size, hash, work.now(), work.userId(),
                List.of());
        work.record(new FileEvent.Uploaded(file.id(), new FileEvent.FileState(filename, type, size, hash)));
        return chunks.commit(work, uploadId, hash, size).chain(() -> files.insert(work, file)).replaceWith(file);
    }

    /** Best effort: what it leaves behind (the database is down) the periodic sweep removes. */
    private void discard(Actor actor, String uploadId, int storedChunks) {
        if (storedChunks > 0) {
            chunks.discard(actor, uploadId).subscribe().with(done -> { }, failure -> { });
        }
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
