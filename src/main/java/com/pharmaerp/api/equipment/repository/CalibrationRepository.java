package com.pharmaerp.api.equipment.repository;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.domain.Calibration;
import com.pharmaerp.api.equipment.domain.Use;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** A piece's calibrations, never changed, and what a failed one touched. */
@ApplicationScoped
public class CalibrationRepository {

    private static final String SELECT = "SELECT id, performed_on, result, as_found, as_left, signature, next_due_on, "
            + "recorded_at FROM equipment_calibrations";

    public Uni<Void> insert(UnitOfWork work, String equipmentId, Calibration c) {
        return work.update("INSERT INTO equipment_calibrations (tenant_id, id, equipment_id, performed_on, result, "
                + "as_found, as_left, signature, next_due_on, recorded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                Tuple.from(new Object[] { work.tenantId(), c.id(), equipmentId, c.performedOn(), c.result().code(),
                        c.asFound(), c.asLeft(), StoredJson.write(c.signature()), c.nextDueOn(),
                        Rows.time(c.recordedAt()) }))
                .replaceWithVoid();
    }

    /** The piece's calibration, or null. */
    public Uni<Calibration> find(UnitOfWork work, String equipmentId, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND equipment_id = $2 AND id = $3", Tuple.of(work.tenantId(),
                equipmentId, id), CalibrationRepository::calibration);
    }

    /** Newest first ({@code equipment_calibrations_of}); a piece's calibrations are few. */
    public Uni<List<Calibration>> ofEquipment(UnitOfWork work, String equipmentId) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND equipment_id = $2 ORDER BY recorded_at DESC, id DESC",
                Tuple.of(work.tenantId(), equipmentId), CalibrationRepository::calibration);
    }

    /** A use a failed calibration touched. */
    public record TouchedUse(Use use, Instant usedFrom, Instant usedTo) {
    }

    /**
     * Every use of the piece that ended on or after the day its last pass before the failure was performed (every use
     * when it never passed), or is still going on, and began before the failure was recorded; oldest first. One
     * statement: the calibrations' index finds the window's start, then a range scan of {@code equipment_uses_ended}
     * from there (the history before it is never read) and the piece's ongoing uses ({@code equipment_uses_open}).
     */
    public Uni<List<TouchedUse>> impact(UnitOfWork work, String equipmentId, Calibration failed) {
        return work.list("WITH window_start AS (SELECT coalesce(max(c.performed_on)::timestamp AT TIME ZONE 'UTC', "
                + "'-infinity') AS since FROM equipment_calibrations c WHERE c.tenant_id = $1 AND c.equipment_id = $2 "
                + "AND c.result = 'pass' AND c.recorded_at < $3) "
                + "SELECT u.id, u.use_type, u.record_id, u.record_number, u.lot_id, u.lot_number, u.used_from, u.used_to "
                + "FROM equipment_uses u, window_start w WHERE u.tenant_id = $1 AND u.equipment_id = $2 AND "
                + "u.used_to >= w.since AND u.used_from <= $3 "
                + "UNION ALL SELECT u.id, u.use_type, u.record_id, u.record_number, u.lot_id, u.lot_number, u.used_from, "
                + "u.used_to FROM equipment_uses u WHERE u.tenant_id = $1 AND u.equipment_id = $2 AND u.used_to IS NULL "
                + "AND u.used_from <= $3 ORDER BY used_from, id",
                Tuple.of(work.tenantId(), equipmentId, Rows.time(failed.recordedAt())),
                row -> new TouchedUse(new Use(Use.Type.of(row.getString("use_type")), row.getString("record_id"),
                        row.getString("record_number"), row.getString("lot_id"), row.getString("lot_number")),
                        Rows.instant(row, "used_from"), Rows.instant(row, "used_to")));
    }

    private static Calibration calibration(Row row) {
        return new Calibration(row.getString("id"), row.getLocalDate("performed_on"),
                Calibration.Result.valueOf(row.getString("result").toUpperCase(Locale.ROOT)), row.getString("as_found"),
                row.getString("as_left"), Signature.fromJson(row.getString("signature")), row.getLocalDate("next_due_on"),
                Rows.instant(row, "recorded_at"));
    }
}
