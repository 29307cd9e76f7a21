package com.pharmaerp.api.equipment.repository;

import java.time.Instant;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.domain.Use;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/** A piece's use rows as its logbook reads them. */
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
}
