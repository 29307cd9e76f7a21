package com.pharmaerp.api.platform.persistence;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

import com.fasterxml.jackson.databind.JsonNode;

import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/**
 * Create, read, list and merge-patch of a tenant-owned resource with a unique code, the way every
 * module resource does them: each one transaction inside the tenant's row-level security, and a
 * patch checked in the order modules.md fixes (404, the patched resource's validity 422, If-Match
 * 428/412, then the rules). A module's service says only what differs for its resource.
 *
 * @param <E> the entity
 * @param <D> the entity's changeable data
 * @param <R> the input representation (create body, and what a merge patch applies to)
 * @param <V> the representation every read returns
 */
public abstract class TenantResources<E extends TenantEntity<D>, D, R extends ResourceKind.Coded, V> {

    private final TenantRepository<E> repository;
    private final MergePatch mergePatch;
    private final Clock clock;
    private final ResourceKind<E, D, R, V> kind;

    protected TenantResources(TenantRepository<E> repository, MergePatch mergePatch, Clock clock, ResourceKind<E, D, R, V> kind) {
        this.repository = repository;
        this.mergePatch = mergePatch;
        this.clock = clock;
        this.kind = kind;
    }

    /** Rules a change must also meet (a validation problem, 422), checked before If-Match. */
    protected void checkChange(E entity, R input) {
    }

    @WithTransaction
    public Uni<V> create(String tenantId, R input) {
        return TenantGuard.enter(tenantId)
                .chain(() -> refuseTakenCode(tenantId, input.code(), ""))
                .chain(() -> {
                    E entity = kind.blank().get();
                    entity.start(Ids.next(kind.idPrefix()), tenantId, kind.toData().apply(input), now());
                    return repository.persist(entity);
                })
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

    @WithTransaction
    public Uni<V> patch(String tenantId, String id, JsonNode patch, String ifMatch) {
        return TenantGuard.enter(tenantId).chain(() -> find(tenantId, id, true)).chain(entity -> {
            R changed = mergePatch.apply(kind.toInput().apply(entity.data()), patch, kind.inputType());
            checkChange(entity, changed);
            Versions.check(Versions.expected(ifMatch), entity.version);
            return refuseTakenCode(tenantId, changed.code(), id).map(ignored -> {
                entity.change(kind.toData().apply(changed), now());
                return kind.toView().apply(entity);
            });
        });
    }

    private Uni<E> find(String tenantId, String id, boolean lock) {
        return TenantLookups.require(repository, tenantId, kind.idPrefix(), id, lock, kind.noun());
    }

    private Uni<Void> refuseTakenCode(String tenantId, String code, String exceptId) {
        return TenantLookups.refuseTakenCode(repository, tenantId, code, exceptId, kind.codeTaken(), kind.noun());
    }

    /** Microseconds: what PostgreSQL keeps, so a value reads back as it was written. */
    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }
}
