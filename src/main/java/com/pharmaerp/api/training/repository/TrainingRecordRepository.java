package com.pharmaerp.api.training.repository;

import java.time.LocalDate;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.training.domain.TrainingRecord;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Training records: inserted once, never changed but for the mark that their expiry notice was sent. */
@ApplicationScoped
public class TrainingRecordRepository {

    private static final String SELECT = "SELECT id, created_at, user_id, course_id, course_code, completed_on, expires_on, "
            + "trainer_signature FROM training_records";

    /** A record whose expiry notice the daily pass claimed. */
    public record Expiring(String id, String userId, String courseCode, LocalDate expiresOn) {
    }

    /** The record, or null. */
    public Uni<TrainingRecord> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                TrainingRecordRepository::record);
    }

    /** Newest first ({@code training_records_newest}). @param userId null for everyone's @param courseId null for every course */
    public Uni<List<TrainingRecord>> page(UnitOfWork work, String userId, String courseId, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("user_id", userId).equal("course_id", courseId);
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), TrainingRecordRepository::record);
    }

    public Uni<Void> insert(UnitOfWork work, TrainingRecord r) {
        return work.update("INSERT INTO training_records (tenant_id, id, user_id, course_id, course_code, completed_on, "
                + "expires_on, trainer_signature, version, created_at, updated_at) "
                + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)", Tuple.from(new Object[] { work.tenantId(), r.id(),
                        r.userId(), r.courseId(), r.courseCode(), r.completedOn(), r.expiresOn(),
                        r.trainerSignature().toJson(), r.version(), Rows.time(r.createdAt()) })).replaceWithVoid();
    }

    /**
     * Claims, in one conditional update, each record whose notice falls due by {@code today}: still
     * current, expiring within {@code noticeDays}, not superseded by a newer record of the same course,
     * and not noticed before. A second pod running at the same moment waits on those rows and then finds
     * them claimed ({@code training_records_expiry_due}).
     */
    public Uni<List<Expiring>> claimExpiring(UnitOfWork work, LocalDate today, int noticeDays) {
        return work.list("UPDATE training_records r SET expiry_notified_at = $2 WHERE r.tenant_id = $1 "
                + "AND r.expiry_notified_at IS NULL AND r.expires_on > $3 AND r.expires_on <= $3 + $4::integer "
                + "AND NOT EXISTS (SELECT 1 FROM training_records n WHERE n.tenant_id = r.tenant_id AND n.user_id = r.user_id "
                + "AND n.course_id = r.course_id AND n.completed_on > r.completed_on) "
                + "RETURNING r.id, r.user_id, r.course_code, r.expires_on",
                Tuple.of(work.tenantId(), Rows.time(work.now()), today, noticeDays),
                row -> new Expiring(row.getString("id"), row.getString("user_id"), row.getString("course_code"),
                        row.getLocalDate("expires_on")));
    }

    private static TrainingRecord record(Row row) {
        return TrainingRecord.rehydrate(row.getString("id"), Rows.instant(row, "created_at"), row.getString("user_id"),
                row.getString("course_id"), row.getString("course_code"), row.getLocalDate("completed_on"),
                row.getLocalDate("expires_on"), Signature.fromJson(row.getString("trainer_signature")));
    }
}
