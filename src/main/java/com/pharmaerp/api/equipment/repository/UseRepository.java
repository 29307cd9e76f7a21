package com.pharmaerp.api.equipment.repository;

import java.time.Instant;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.RecordUse;
import com.pharmaerp.api.equipment.domain.Use;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** A piece's use rows as its logbook reads them, and a record's uses as its batch record reads them. */
@ApplicationScoped
public class UseRepository {

    /** A use row: what it was for, its business times, and when and by whom it was recorded (real time). */
    public record UseRow(String id, Use use, Instant usedFrom, Instant usedTo, Instant recordedAt, String recordedBy) {
    }

    /** The piece's uses after a position (recorded time, then id), in that order ({@code equipment_uses_logbook}). */
    public Uni<List<UseRow>> after(UnitOfWork work, String equipmentId, Instant afterAt, String afterId, int limit) {
        return work.list("SELECT id, use_type, record_id, record_number, lot_id, lot_number, used_from, used_to, "
                + "recorded_at, recorded_by FROM equipment_uses WHERE tenant_id = $1 AND equipment_id = $2 AND "
                + "(recorded_at, id) > ($3, $4) ORDER BY recorded_at, id LIMIT $5", Tuple.from(new Object[] {
                        work.tenantId(), equipmentId, Rows.time(afterAt), afterId, limit + 1 }),
                row -> new UseRow(row.getString("id"), new Use(Use.Type.of(row.getString("use_type")),
                        row.getString("record_id"), row.getString("record_number"), row.getString("lot_id"),
                        row.getString("lot_number")), Rows.instant(row, "used_from"), Rows.instant(row, "used_to"),
                        Rows.instant(row, "recorded_at"), row.getString("recorded_by")));
    }

    /**
     * Every use of pieces by the record (an order), oldest first, each with the piece, the last cleaning before the use
     * (business time), and the last calibration recorded before it and the first recorded after it (real time, as
     * both are recorded): {@code equipment_uses_record}, then each piece's cleanings and calibrations by their indexes.
     */
    public Uni<List<RecordUse>> ofRecord(UnitOfWork work, String recordId) {
        return work.list("SELECT u.equipment_id, e.code, e.name, e.kind, u.used_from, u.used_to, "
                + "c.id AS cleaning_id, c.cleaned_at, c.type AS cleaning_type, c.dirty_hold_exceeded, "
                + "b.id AS calibration_id, b.performed_on AS calibrated_on, b.result AS calibration_result, "
                + "a.id AS next_calibration_id, a.performed_on AS next_calibrated_on, a.result AS next_calibration_result "
                + "FROM equipment_uses u JOIN equipment e ON e.tenant_id = u.tenant_id AND e.id = u.equipment_id "
                + "LEFT JOIN LATERAL (SELECT id, cleaned_at, type, dirty_hold_exceeded FROM equipment_cleanings "
                + "WHERE tenant_id = u.tenant_id AND equipment_id = u.equipment_id AND cleaned_at <= u.used_from "
                + "ORDER BY cleaned_at DESC LIMIT 1) c ON true "
                + "LEFT JOIN LATERAL (SELECT id, performed_on, result FROM equipment_calibrations WHERE tenant_id = u.tenant_id "
                + "AND equipment_id = u.equipment_id AND recorded_at <= u.recorded_at ORDER BY recorded_at DESC LIMIT 1) b ON true "
                + "LEFT JOIN LATERAL (SELECT id, performed_on, result FROM equipment_calibrations WHERE tenant_id = u.tenant_id "
                + "AND equipment_id = u.equipment_id AND recorded_at > u.recorded_at ORDER BY recorded_at LIMIT 1) a ON true "
                + "WHERE u.tenant_id = $1 AND u.record_id = $2 ORDER BY u.used_from, u.id", Tuple.of(work.tenantId(), recordId),
                row -> new RecordUse(row.getString("equipment_id"), row.getString("code"), row.getString("name"),
                        row.getString("kind"), Rows.instant(row, "used_from"), Rows.instant(row, "used_to"),
                        row.getString("cleaning_id") == null ? null : new RecordUse.LastCleaning(row.getString("cleaning_id"),
                                Rows.instant(row, "cleaned_at"), row.getString("cleaning_type"),
                                row.getBoolean("dirty_hold_exceeded")),
                        calibration(row, "calibration_id", "calibrated_on", "calibration_result"),
                        calibration(row, "next_calibration_id", "next_calibrated_on", "next_calibration_result")));
    }

    private static RecordUse.CalibrationOf calibration(Row row, String id, String on, String result) {
        return row.getString(id) == null ? null : new RecordUse.CalibrationOf(row.getString(id), row.getLocalDate(on),
                row.getString(result));
    }
}
