package com.pharmaerp.api.training.repository;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.training.domain.Requirement;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Training requirements; and, read with them, where a user stands with each of their courses. */
@ApplicationScoped
public class RequirementRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, entity_type, meaning, course_ids, "
            + "status, approval, retirement FROM training_requirements";

    /** A course of an active requirement with the user's newest record of it (dates null for none). */
    public record RequiredCourse(String requirementId, String entityType, String meaning, String courseId, String courseCode,
            LocalDate completedOn, LocalDate expiresOn) {
    }

    /** The requirement, or null. */
    public Uni<Requirement> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                RequirementRepository::requirement);
    }

    /** Newest first ({@code training_requirements_newest}). @param status null for every status */
    public Uni<List<Requirement>> page(UnitOfWork work, Requirement.Status status, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id());
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), RequirementRepository::requirement);
    }

    /**
     * Every course of every active requirement, with the user's newest record of it, in one statement;
     * by entity type, meaning, requirement and course code.
     */
    public Uni<List<RequiredCourse>> requiredOf(UnitOfWork work, String userId) {
        return work.list("SELECT q.id, q.entity_type, q.meaning, c.id AS course_id, c.code, r.completed_on, r.expires_on "
                + "FROM training_requirements q CROSS JOIN LATERAL unnest(q.course_ids) AS required(course_id) "
                + "JOIN training_courses c ON c.tenant_id = q.tenant_id AND c.id = required.course_id "
                + "LEFT JOIN LATERAL (SELECT t.completed_on, t.expires_on FROM training_records t WHERE t.tenant_id = q.tenant_id "
                + "AND t.user_id = $2 AND t.course_id = c.id ORDER BY t.completed_on DESC, t.created_at DESC LIMIT 1) r ON true "
                + "WHERE q.tenant_id = $1 AND q.status = 'active' ORDER BY q.entity_type, q.meaning, q.id, c.code",
                Tuple.of(work.tenantId(), userId), row -> new RequiredCourse(row.getString("id"), row.getString("entity_type"),
                        row.getString("meaning"), row.getString("course_id"), row.getString("code"),
                        row.getLocalDate("completed_on"), row.getLocalDate("expires_on")));
    }

    public Uni<Void> insert(UnitOfWork work, Requirement q) {
        return work.update("INSERT INTO training_requirements (tenant_id, id, entity_type, meaning, course_ids, status, "
                + "approval, retirement, version, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                Tuple.from(new Object[] { work.tenantId(), q.id(), q.entityType(), q.meaning().id(),
                        q.courseIds().toArray(String[]::new), q.status().id(), q.approval().toJson(),
                        Signature.stored(q.retirement()), q.version(), Rows.time(q.createdAt()), Rows.time(q.updatedAt()) }))
                .replaceWithVoid();
    }

    /** A retired requirement; @return false when the row is no longer at the version before this change */
    public Uni<Boolean> update(UnitOfWork work, Requirement q) {
        return work.update("UPDATE training_requirements SET status = $3, retirement = $4, version = $5, updated_at = $6 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $5 - 1", Tuple.from(new Object[] { work.tenantId(), q.id(),
                        q.status().id(), Signature.stored(q.retirement()), q.version(), Rows.time(q.updatedAt()) }))
                .map(updated -> updated == 1);
    }

    private static Requirement requirement(Row row) {
        return Requirement.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("entity_type"),
                Meaning.valueOf(row.getString("meaning").toUpperCase(Locale.ROOT)),
                List.of(row.getArrayOfStrings("course_ids")), Requirement.Status.of(row.getString("status")),
                Signature.fromJson(row.getString("approval")), Signature.fromJson(row.getString("retirement")));
    }
}
