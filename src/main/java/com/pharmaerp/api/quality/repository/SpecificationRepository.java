package com.pharmaerp.api.quality.repository;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.domain.Specification;
import com.pharmaerp.api.quality.domain.SpecificationData;
import com.pharmaerp.api.quality.domain.SpecificationTest;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Specification revisions; their tests are one JSON value of the revision, never filtered on. */
@ApplicationScoped
public class SpecificationRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, material_id, revision, status, tests, "
            + "created_by, approval FROM specifications";
    private static final TypeReference<List<SpecificationTest>> TESTS = new TypeReference<>() {
    };

    /** The revision, or null. */
    public Uni<Specification> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                SpecificationRepository::specification);
    }

    /** Newest first, narrowed by the query ({@code specifications_newest}). */
    public Uni<List<Specification>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), SpecificationRepository::specification);
    }

    /** The material's approved revision other than the given one; null when none is approved. */
    public Uni<Specification> approvedFor(UnitOfWork work, String materialId, String exceptId) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND material_id = $2 AND status = 'approved' AND id <> $3",
                Tuple.of(work.tenantId(), materialId, exceptId), SpecificationRepository::specification);
    }

    /** Serialises the approvals of one material's revisions until the unit ends, on every pod. */
    public Uni<Void> lockApprovals(UnitOfWork work, String materialId) {
        return work.holdLock("materialId/" + materialId);
    }

    public Uni<Void> insert(UnitOfWork work, Specification s) {
        return work.update("INSERT INTO specifications (tenant_id, id, material_id, revision, status, tests, created_by, "
                + "approval, version, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                Tuple.from(new Object[] { work.tenantId(), s.id(), s.materialId(), s.revisionNumber(), s.status().id(),
                        StoredJson.write(s.tests()), s.createdBy(), Signature.stored(s.approval()), s.version(),
                        Rows.time(s.createdAt()), Rows.time(s.updatedAt()) })).replaceWithVoid();
    }

    /** Writes a moved revision; @return false when the row is no longer at the version before this move */
    public Uni<Boolean> update(UnitOfWork work, Specification s) {
        return work.update("UPDATE specifications SET status = $3, approval = $4, version = $5, updated_at = $6 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $5 - 1", Tuple.from(new Object[] { work.tenantId(), s.id(),
                        s.status().id(), Signature.stored(s.approval()), s.version(), Rows.time(s.updatedAt()) }))
                .map(updated -> updated == 1);
    }

    private static Specification specification(Row row) {
        return Specification.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), new SpecificationData(row.getString("material_id"),
                        StoredJson.read(row.getString("tests"), TESTS)), new Revision(row.getInteger("revision"),
                                Revision.Status.of(row.getString("status")), row.getString("created_by"),
                                Signature.fromJson(row.getString("approval"))));
    }
}
