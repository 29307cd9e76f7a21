package com.pharmaerp.api.platform.resource;

import java.time.Instant;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pharmaerp.api.platform.audit.AuditProblem;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.persistence.TenantGuard;
import com.pharmaerp.api.platform.persistence.TenantLookups;
import com.pharmaerp.api.platform.persistence.TenantRepository;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.users.SignatureRequest;

import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/**
 * Create, read, list and merge-patch of a tenant-owned resource with a unique code, the way every
 * module resource does them: each one transaction inside the tenant's row-level security, every
 * change recorded in the audit trail in that same transaction, and a patch checked in the order
 * modules.md fixes (404, the patched resource's validity and reason 422, the acting user's role 403,
 * If-Match 428/412, then the rules). A module's service says only what differs for its resource.
 *
 * @param <E> the entity
 * @param <D> the entity's changeable data
 * @param <R> the input representation (create body, and what a merge patch applies to)
 * @param <V> the representation every read returns
 */
public abstract class TenantResources<E extends TenantEntity<D>, D, R extends ResourceKind.Coded, V> {

    /** The member of a PATCH body that says why, beside the fields it changes. */
    static final String REASON = "reason";
    static final int MAX_REASON_LENGTH = 2000;

    private final TenantRepository<E> repository;
    private final ResourceSupport support;
    private final ResourceKind<E, D, R, V> kind;

    protected TenantResources(TenantRepository<E> repository, ResourceSupport support, ResourceKind<E, D, R, V> kind) {
        this.repository = repository;
        this.support = support;
        this.kind = kind;
    }

    /** Rules a change must also meet (a validation problem, 422), checked before If-Match. */
    protected void checkChange(E entity, R input) {
    }

    @WithTransaction
    public Uni<V> create(String tenantId, R input) {
        requireWriter();
        return TenantGuard.enter(tenantId)
                .chain(() -> refuseTakenCode(tenantId, input.code(), ""))
                .chain(() -> {
                    E entity = kind.blank().get();
                    entity.start(Ids.next(kind.idPrefix()), tenantId, kind.toData().apply(input), support.now());
                    return repository.persist(entity);
                })
                .call(entity -> support.audit.record(kind.noun() + ".created", kind.noun(), entity.id,
                        Change.between(null, recorded(entity)), null))
                .map(kind.toView());
    }

    @WithTransaction
    public Uni<V> get(String tenantId, String id) {
        return TenantGuard.enter(tenantId).chain(() -> find(tenantId, id, false)).map(kind.toView());
    }

    @WithTransaction
    public Uni<Page<V>> list(String tenantId, Cursor after, int limit) {
        return TenantGuard.enter(tenantId).chain(() -> repository.page(tenantId, after, limit))
                .map(rows -> Page.of(rows, limit, TenantEntity::position, kind.toView()));
    }

    /** @param patch a JSON merge patch of the input representation, plus {@code reason} where a change needs one */
    @WithTransaction
    public Uni<V> patch(String tenantId, String id, JsonNode patch, String ifMatch) {
        return TenantGuard.enter(tenantId).chain(() -> find(tenantId, id, true)).chain(entity -> {
            JsonNode before = recorded(entity);
            String reason = reasonOf(patch);
            R changed = support.mergePatch.apply(kind.toInput().apply(entity.data()), withoutReason(patch), kind.inputType());
            checkChange(entity, changed);
            requireReason(Change.between(support.tree(kind.toInput().apply(entity.data())), support.tree(changed)), reason);
            requireWriter();
            Versions.check(Versions.expected(ifMatch), entity.version);
            return refuseTakenCode(tenantId, changed.code(), id).chain(ignored -> {
                if (!entity.change(kind.toData().apply(changed), support.now())) {
                    return Uni.createFrom().item(entity);
                }
                return support.audit.record(kind.noun() + ".updated", kind.noun(), id,
                        Change.between(before, recorded(entity)), reason).replaceWith(entity);
            }).map(kind.toView());
        });
    }

    private void requireWriter() {
        support.actingUser.requireRole(kind.writers().toArray(Role[]::new));
    }

    /**
     * A signed state move, checked in modules.md's order: 404, role, If-Match, the signature, then
     * the move itself (the entity refuses an illegal one: 409 invalid_transition) and its rules;
     * audited with the signature's reason.
     *
     * @param action e.g. {@code supplier.approved}
     */
    protected Uni<V> signedTransition(String tenantId, String id, String ifMatch, SignatureRequest signature,
            Meaning meaning, Set<Role> roles, String action, Move<E> move) {
        return TenantGuard.inTransaction(tenantId, () -> find(tenantId, id, true).chain(entity -> {
            support.actingUser.requireRole(roles.toArray(Role[]::new));
            Versions.check(Versions.expected(ifMatch), entity.version);
            return support.signatures.sign(tenantId, signature, meaning, entity.version).chain(signed -> {
                JsonNode before = recorded(entity);
                return move.apply(entity, signed, support.now()).chain(() -> support.audit.record(action, kind.noun(), id,
                        Change.between(before, recorded(entity)), signed.reason()));
            }).replaceWith(entity);
        })).map(kind.toView());
    }

    /** A state move of one entity, given the signature that authorises it. */
    @FunctionalInterface
    protected interface Move<E> {
        Uni<Void> apply(E entity, Signature signature, Instant now);
    }

    /** The entity as reads show it, without bookkeeping: what the audit trail records changes of. */
    private JsonNode recorded(E entity) {
        JsonNode view = support.tree(kind.toView().apply(entity));
        if (view instanceof ObjectNode object) {
            object.remove(List.of("id", "version", "createdAt", "updatedAt"));
        }
        return view;
    }

    private void requireReason(List<Change> changes, String reason) {
        List<String> needing = changes.stream().map(Change::field).filter(kind.reasonRequiredFor()::contains).toList();
        if (!needing.isEmpty() && reason == null) {
            throw new ProblemException(AuditProblem.REASON_REQUIRED, "Changing " + String.join(", ", needing) + " of a "
                    + kind.noun() + " is a change of GMP master data: say why in \"reason\".",
                    List.of(new Problem.FieldError(REASON, "required when " + String.join(", ", needing) + " change")));
        }
    }

    /** @return the trimmed reason, or null when the patch gives none */
    private static String reasonOf(JsonNode patch) {
        JsonNode reason = patch.path(REASON);
        if (reason.isMissingNode() || reason.isNull()) {
            return null;
        }
        if (!reason.isTextual() || reason.asText().length() > MAX_REASON_LENGTH) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "reason must be text of at most "
                    + MAX_REASON_LENGTH + " characters.",
                    List.of(new Problem.FieldError(REASON, "must be text of at most " + MAX_REASON_LENGTH + " characters")));
        }
        String text = reason.asText().strip();
        return text.isEmpty() ? null : text;
    }

    private static JsonNode withoutReason(JsonNode patch) {
        if (patch instanceof ObjectNode object && object.has(REASON)) {
            ObjectNode copy = object.deepCopy();
            copy.remove(REASON);
            return copy;
        }
        return patch;
    }

    private Uni<E> find(String tenantId, String id, boolean lock) {
        return TenantLookups.require(repository, tenantId, kind.idPrefix(), id, lock, kind.noun());
    }

    private Uni<Void> refuseTakenCode(String tenantId, String code, String exceptId) {
        return TenantLookups.refuseTakenCode(repository, tenantId, code, exceptId, kind.codeTaken(), kind.noun());
    }
}
