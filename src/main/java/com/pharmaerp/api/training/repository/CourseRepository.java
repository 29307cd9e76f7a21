package com.pharmaerp.api.training.repository;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.training.domain.Course;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Training courses. */
@ApplicationScoped
public class CourseRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, code, title, validity_months "
            + "FROM training_courses";

    /** The course, or null. */
    public Uni<Course> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), CourseRepository::course);
    }

    /** The courses of the tenant among the ids, in no particular order. */
    public Uni<List<Course>> findAll(UnitOfWork work, Collection<String> ids) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND id = ANY($2)", Tuple.of(work.tenantId(),
                ids.toArray(String[]::new)), CourseRepository::course);
    }

    /** Newest first ({@code training_courses_newest}). */
    public Uni<List<Course>> page(UnitOfWork work, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId());
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), CourseRepository::course);
    }

    /** Reads the unique index on (tenant_id, code). */
    public Uni<Boolean> codeTaken(UnitOfWork work, String code) {
        return work.one("SELECT 1 FROM training_courses WHERE tenant_id = $1 AND code = $2", Tuple.of(work.tenantId(), code),
                row -> true).map(found -> found != null);
    }

    public Uni<Void> insert(UnitOfWork work, Course c) {
        return work.update("INSERT INTO training_courses (tenant_id, id, code, title, validity_months, version, created_at, "
                + "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)", Tuple.from(new Object[] { work.tenantId(), c.id(),
                        c.code(), c.title(), c.validityMonths(), c.version(), Rows.time(c.createdAt()),
                        Rows.time(c.updatedAt()) })).replaceWithVoid();
    }

    /** @return false when the row is no longer at the version before this change */
    public Uni<Boolean> update(UnitOfWork work, Course c) {
        return work.update("UPDATE training_courses SET title = $3, validity_months = $4, version = $5, updated_at = $6 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $5 - 1", Tuple.from(new Object[] { work.tenantId(), c.id(),
                        c.title(), c.validityMonths(), c.version(), Rows.time(c.updatedAt()) }))
                .map(updated -> updated == 1);
    }

    private static Course course(Row row) {
        return Course.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("code"), row.getString("title"),
                row.getInteger("validity_months"));
    }
}
