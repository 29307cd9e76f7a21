package com.pharmaerp.api.platform.files;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Files attached to records of the modules as their evidence: one insert and one {@code attachment.added}
 * event each, allowed in any state of the record, never removed. The record's module checks that the
 * record exists and that the caller may write it; this service checks the file is the tenant's.
 */
@ApplicationScoped
public class Attachments {

    public static final int MAX_DESCRIPTION = 500;

    private static final Set<String> ATTACHABLE = attachable();

    private final FileRepository files;
    private final BodyValidator bodies;

    public Attachments(FileRepository files, BodyValidator bodies) {
        this.files = files;
        this.bodies = bodies;
    }

    /**
     * Attaches one file to a record the module looked up.
     *
     * @param record the module's lookup of the record: 404 when it does not exist, before the request's 422
     */
    public Uni<Attachment> add(UnitOfWork work, String entityType, String entityId, Supplier<Uni<?>> record,
            AttachmentRequest request) {
        return record.get().invoke(() -> bodies.validate(request)).chain(() -> attach(work, entityType, entityId,
                List.of(request.fileId()), request.description(), "fileId")).map(added -> added.get(0));
    }

    /**
     * Attaches the files an action names (a CAPA action's completion, a return's receipt), in the order
     * given, each once, within the action's unit of work.
     *
     * @return 422 naming {@code fileIds[i]} for a file that is unknown or another tenant's
     */
    public Uni<List<Attachment>> attach(UnitOfWork work, String entityType, String entityId, List<String> fileIds) {
        return attach(work, entityType, entityId, fileIds, null, "fileIds");
    }

    /** A record's attachments, oldest first. */
    public Uni<List<Attachment>> list(UnitOfWork work, String entityType, String entityId) {
        return files.attachments(work, requireAttachable(entityType), entityId);
    }

    /** Whether a module declares records of this entity type as taking attachments. */
    public boolean takesAttachments(String entityType) {
        return ATTACHABLE.contains(entityType);
    }

    /** What a signature on the record binds: each attached file and its hash, at the moment of signing. */
    public Uni<List<Attachment.Evidence>> evidence(UnitOfWork work, String entityType, String entityId) {
        return files.attachments(work, entityType, entityId)
                .map(attached -> attached.stream().map(Attachment::evidence).toList());
    }

    private Uni<List<Attachment>> attach(UnitOfWork work, String entityType, String entityId, List<String> fileIds,
            String description, String field) {
        requireAttachable(entityType);
        List<String> ids = List.copyOf(new LinkedHashSet<>(fileIds));
        if (ids.isEmpty()) {
            return Uni.createFrom().item(List.of());
        }
        return files.found(work, ids).chain(found -> {
            List<Problem.FieldError> unknown = new ArrayList<>();
            for (int i = 0; i < ids.size(); i++) {
                String id = ids.get(i);
                if (found.stream().noneMatch(f -> f.id().equals(id))) {
                    unknown.add(new Problem.FieldError(field.equals("fileId") ? field : field + "[" + fileIds.indexOf(id)
                            + "]", "is no file of this tenant: upload it with POST /v1/files first"));
                }
            }
            if (!unknown.isEmpty()) {
                return Uni.createFrom().failure(new ProblemException(PlatformProblem.VALIDATION_FAILED,
                        "A file to attach does not exist.", unknown));
            }
            List<Attachment> added = new ArrayList<>();
            Uni<Void> chain = Uni.createFrom().voidItem();
            for (String id : ids) {
                StoredFile file = found.stream().filter(f -> f.id().equals(id)).findFirst().orElseThrow();
                Attachment attachment = new Attachment(Ids.next(Attachment.PREFIX), id, file.filename(), file.contentType(),
                        file.size(), file.sha256(), description, work.now(), work.userId());
                added.add(attachment);
                work.record(new FileEvent.AttachmentAdded(entityType, entityId, new FileEvent.AttachmentState(
                        attachment.id(), entityType, entityId, id, file.sha256(), description)));
                chain = chain.chain(() -> files.attach(work, attachment.id(), entityType, entityId, id, description));
            }
            return chain.replaceWith(List.copyOf(added));
        });
    }

    private static String requireAttachable(String entityType) {
        if (!ATTACHABLE.contains(entityType)) {
            throw new IllegalArgumentException("no module declares " + entityType + " as taking attachments");
        }
        return entityType;
    }

    private static Set<String> attachable() {
        Set<String> types = new LinkedHashSet<>();
        ServiceLoader.load(AttachableProvider.class, Attachments.class.getClassLoader())
                .forEach(provider -> types.addAll(provider.attachable()));
        return Set.copyOf(types);
    }
}
