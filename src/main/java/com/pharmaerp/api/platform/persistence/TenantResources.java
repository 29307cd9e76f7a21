package com.pharmaerp.api.platform.persistence;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.problem.ProblemType;

import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/**
 * Create, read, list and merge-patch of a tenant-owned resource with a unique code, the way every
 * module resource does them: each one transaction inside the tenant's row-level security, and a
 * patch checked in the order modules.md fixes (404, the patched resource's validity 422, If-Match
 * 428/412, then the rules). A module's service says only what differs for its resource.
 *
 * @param <E> the entity
 * @param <R> the input representation (create body, and what a merge patch applies to)
 * @param <V> the representation every read returns
 */
public abstract class TenantResources<E, R, V> {

    private final TenantRepository<E> repository;
    private final MergePatch mergePatch;
    private final Clock clock;
    private final Class<R> inputType;

    protected TenantResources(TenantRepository<E> repository, MergePatch mergePatch, Clock clock, Class<R> inputType) {
        this.repository = repository;
        this.mergePatch = mergePatch;
        this.clock = clock;
        this.inputType = inputType;
    }

    /** e.g. {@code mat} */
    protected abstract String idPrefix();

    /** e.g. {@code material}, in problem details */
    protected abstract String noun();

    protected abstract ProblemType codeTaken();

    protected abstract String codeOf(R input);

    protected abstract E newEntity(String id, String tenantId, R input, Instant now);

    protected abstract R inputOf(E entity);

    protected abstract V viewOf(E entity);

    protected abstract Cursor positionOf(E entity);

    protected abstract int versionOf(E entity);

    /** Applies a valid input; returns whether anything changed (the version moves only then). */
    protected abstract boolean change(E entity, R input, Instant now);

    /** Rules a change must also meet (a validation problem, 422), checked before If-Match. */
    protected void checkChange(E entity, R input) {
    }

    @WithTransaction
    public Uni<V> create(String tenantId, R input) {
        return TenantGuard.enter(tenantId)
                .chain(() -> refuseTakenCode(tenantId, codeOf(input), ""))
                .chain(() -> repository.persist(newEntity(Ids.next(idPrefix()), tenantId, input, now())))
                .map(this::viewOf);
    }

    @WithTransaction
    public Uni<V> get(String tenantId, String id) {
        return TenantGuard.enter(tenantId).chain(() -> find(tenantId, id, false)).map(this::viewOf);
    }

    @WithTransaction
    public Uni<Page<V>> list(String tenantId, Cursor after, int limit) {
        return TenantGuard.enter(tenantId).chain(() -> repository.page(tenantId, after, limit))
                .map(rows -> Page.of(rows, limit, this::positionOf, this::viewOf));
    }

    @WithTransaction
    public Uni<V> patch(String tenantId, String id, JsonNode patch, String ifMatch) {
        return TenantGuard.enter(tenantId).chain(() -> find(tenantId, id, true)).chain(entity -> {
            R changed = mergePatch.apply(inputOf(entity), patch, inputType);
            checkChange(entity, changed);
            Versions.check(Versions.expected(ifMatch), versionOf(entity));
            return refuseTakenCode(tenantId, codeOf(changed), id).map(ignored -> {
                change(entity, changed, now());
                return viewOf(entity);
            });
        });
    }

    private Uni<E> find(String tenantId, String id, boolean lock) {
        return TenantLookups.require(repository, tenantId, idPrefix(), id, lock, noun());
    }

    private Uni<Void> refuseTakenCode(String tenantId, String code, String exceptId) {
        return TenantLookups.refuseTakenCode(repository, tenantId, code, exceptId, codeTaken(), noun());
    }

    /** Microseconds: what PostgreSQL keeps, so a value reads back as it was written. */
    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }
}
