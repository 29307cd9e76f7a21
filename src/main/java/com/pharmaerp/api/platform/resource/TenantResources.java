package com.pharmaerp.api.platform.resource;

import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToIntFunction;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pharmaerp.api.platform.audit.AuditProblem;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.persistence.TenantGuard;
import com.pharmaerp.api.platform.persistence.TenantLookups;
import com.pharmaerp.api.platform.persistence.TenantRepository;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.users.Signed;

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
public abstract class TenantResources<E extends TenantEntity<D>, D, R extends ResourceKind.Input, V> {

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

    /**
     * The input as the entity's data, with what only the database can tell checked (referenced
     * records exist: 422). Runs in the transaction, inside the tenant; by default a plain mapping.
     */
    protected Uni<D> resolve(String tenantId, R input) {
        return Uni.createFrom().item(kind.toData().apply(input));
    }

    /** What a new entity gets besides its data (a document number, its author), before it is stored. */
    protected Uni<Void> beforeCreate(String tenantId, E entity) {
        return Uni.createFrom().voidItem();
    }

    /**
     * How reads show the tenant's entities at this moment; by default {@link ResourceKind#toView()}.
     * A resource whose representation depends on the business date (a lot's expiry) overrides it.
     */
    protected Uni<Function<E, V>> viewer(String tenantId) {
        return Uni.createFrom().item(kind.toView());
    }

    @WithTransaction
    public Uni<V> create(String tenantId, R input) {
        requireWriter();
        return TenantGuard.enter(tenantId)
                .chain(() -> refuseTakenCode(tenantId, input.code(), ""))
                .chain(() -> resolve(tenantId, input))
                .chain(data -> {
                    E entity = kind.blank().get();
                    entity.start(Ids.next(kind.idPrefix()), tenantId, data, support.storedNow());
                    return beforeCreate(tenantId, entity).chain(() -> repository.persist(entity));
                })
                .call(entity -> support.audit.record(kind.noun() + ".created", kind.noun(), entity.id,
                        Change.between(null, recorded(entity)), null))
                .chain(entity -> view(tenantId, entity));
    }

    @WithTransaction
    public Uni<V> get(String tenantId, String id) {
        return TenantGuard.enter(tenantId).chain(() -> find(tenantId, id, false)).chain(entity -> view(tenantId, entity));
    }

    @WithTransaction
    public Uni<Page<V>> list(String tenantId, Cursor after, int limit) {
        return list(tenantId, QueryFilter.of(tenantId), after, limit);
    }

    /** A page narrowed by a filter of the tenant's rows. */
    protected Uni<Page<V>> list(String tenantId, QueryFilter filter, Cursor after, int limit) {
        return TenantGuard.enter(tenantId).chain(() -> page(tenantId, filter, after, limit));
    }

    /** The same for a caller already inside the tenant's transaction (it needed the tenant to build the filter). */
    protected Uni<Page<V>> page(String tenantId, QueryFilter filter, Cursor after, int limit) {
        return viewer(tenantId).chain(view -> page(filter, after, limit, view));
    }

    /** The same with the view already at hand (a caller that read what the view depends on to build the filter). */
    protected Uni<Page<V>> page(QueryFilter filter, Cursor after, int limit, Function<E, V> view) {
        return repository.page(filter, after, limit).map(rows -> Page.of(rows, limit, TenantEntity::position, view));
    }

    /** The entity as reads show it now. */
    protected Uni<V> view(String tenantId, E entity) {
        return viewer(tenantId).map(view -> view.apply(entity));
    }

    /** @param patch a JSON merge patch of the input representation, plus {@code reason} where a change needs one */
    @WithTransaction
    public Uni<V> patch(String tenantId, String id, JsonNode patch, String ifMatch) {
        return TenantGuard.enter(tenantId).chain(() -> find(tenantId, id, true)).chain(entity -> {
            JsonNode before = recorded(entity);
            String reason = reasonOf(patch);
            R changed = support.mergePatch.apply(kind.toInput().apply(entity.data()), withoutReason(patch), kind.inputType());
            checkChange(entity, changed);
            return resolve(tenantId, changed).chain(data -> {
                requireReason(Change.between(support.tree(kind.toInput().apply(entity.data())), support.tree(changed)), reason);
                requireWriter();
                Versions.check(Versions.expected(ifMatch), entity.version);
                return refuseTakenCode(tenantId, changed.code(), id).chain(ignored -> {
                    if (!entity.change(data, support.storedNow())) {
                        return Uni.createFrom().item(entity);
                    }
                    return support.audit.record(kind.noun() + ".updated", kind.noun(), id,
                            Change.between(before, recorded(entity)), reason).replaceWith(entity);
                });
            }).chain(changedEntity -> view(tenantId, changedEntity));
        });
    }

    private void requireWriter() {
        requireRole(kind.writers());
    }

    /**
     * A signed state move, checked in modules.md's order: 404, the body (422), role, four eyes,
     * If-Match, the signature, then the move itself (the entity refuses an illegal one: 409
     * invalid_transition) and its rules; audited with the signature's reason.
     *
     * @param body the request, validated once the record is found
     * @param action e.g. {@code supplier.approved}
     */
    protected Uni<V> signedTransition(String tenantId, String id, String ifMatch, Signed body, Meaning meaning,
            Set<Role> roles, String action, Move<E> move) {
        return signedTransition(tenantId, id, ifMatch, body, meaning, roles, (entity, actingUser) -> {
        }, action, move);
    }

    /** The same with a four-eyes rule, checked after the role and before If-Match. */
    protected Uni<V> signedTransition(String tenantId, String id, String ifMatch, Signed body, Meaning meaning,
            Set<Role> roles, Guard<E> fourEyes, String action, Move<E> move) {
        return signedTransition(tenantId, id, ifMatch, body, meaning, roles, fourEyes, entity -> entity.version, action, move);
    }

    /**
     * The same for a part of the entity with a version of its own (a consumption of an order):
     * If-Match and the signature name the part's version.
     *
     * @param signedVersion the version the signer must have seen
     */
    protected Uni<V> signedTransition(String tenantId, String id, String ifMatch, Signed body, Meaning meaning,
            Set<Role> roles, Guard<E> fourEyes, ToIntFunction<E> signedVersion, String action, Move<E> move) {
        return TenantGuard.inTransaction(tenantId, () -> find(tenantId, id, true).chain(entity -> {
            support.validate(body);
            requireRole(roles);
            fourEyes.check(entity, support.actingUser);
            int version = signedVersion.applyAsInt(entity);
            Versions.check(Versions.expected(ifMatch), version);
            return support.signatures.sign(tenantId, body.signature(), meaning, version)
                    .chain(signed -> moveAndAudit(entity, signed, signed.reason(), action, move));
        }).chain(entity -> view(tenantId, entity)));
    }

    /**
     * A state move that needs no signature (cancel, close): 404, the body when sent (422), role,
     * If-Match when sent (the caller may insist on the version they saw), the move and its rules;
     * audited with the reason.
     *
     * @param body the request or null (its fields are optional)
     * @param reason why, as the person gave it, or null
     */
    protected Uni<V> transition(String tenantId, String id, String ifMatch, Object body, String reason, Set<Role> roles,
            String action, Move<E> move) {
        return TenantGuard.inTransaction(tenantId, () -> find(tenantId, id, true).chain(entity -> {
            if (body != null) {
                support.validate(body);
            }
            requireRole(roles);
            if (ifMatch != null) {
                Versions.check(Versions.expected(ifMatch), entity.version);
            }
            return moveAndAudit(entity, null, reason, action, move);
        }).chain(entity -> view(tenantId, entity)));
    }

    private Uni<E> moveAndAudit(E entity, Signature signature, String reason, String action, Move<E> move) {
        JsonNode before = recorded(entity);
        return move.apply(entity, signature, support.storedNow()).chain(() -> support.audit.record(action, kind.noun(), entity.id,
                Change.between(before, recorded(entity)), reason)).replaceWith(entity);
    }

    /** A state move of one entity, given the signature that authorises it (null for an unsigned move). */
    @FunctionalInterface
    protected interface Move<E> {
        Uni<Void> apply(E entity, Signature signature, Instant now);
    }

    /** A rule on the acting user and the entity, such as four eyes: throws the problem it finds. */
    @FunctionalInterface
    protected interface Guard<E> {
        void check(E entity, ActingUser actingUser);
    }

    /** The acting user's id, e.g. for the author of a new record. */
    protected String actingUserId() {
        return support.actingUserId();
    }

    /** @throws com.pharmaerp.api.platform.problem.ProblemException 403 role_required unless the acting user holds one */
    protected void requireRole(Set<Role> roles) {
        support.actingUser.requireRole(roles.toArray(Role[]::new));
    }

    /** The entity as reads show it, without bookkeeping: what the audit trail records changes of. */
    private JsonNode recorded(E entity) {
        return support.recorded(kind.toView().apply(entity));
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

    /** The entity of the tenant, optionally locked until the transaction ends; 404 when there is none. */
    protected Uni<E> find(String tenantId, String id, boolean lock) {
        return TenantLookups.require(repository, tenantId, kind.idPrefix(), id, lock, kind.noun());
    }

    private Uni<Void> refuseTakenCode(String tenantId, String code, String exceptId) {
        if (code == null) {
            return Uni.createFrom().voidItem();
        }
        return TenantLookups.refuseTakenCode(repository, tenantId, code, exceptId, kind.codeTaken(), kind.noun());
    }
}
