package com.pharmaerp.api.equipment.repository;

import java.util.Locale;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.domain.Cleaning;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** A piece's cleanings: inserted pending, updated once by their verification. */
@ApplicationScoped
public class CleaningRepository {

    /** The piece's cleaning, or null. */
    public Uni<Cleaning> find(UnitOfWork work, String equipmentId, String id) {
        return work.one("SELECT id, equipment_id, type, procedure, cleaned_by, cleaned_at, dirty_hold_exceeded, status, "
                + "verification FROM equipment_cleanings WHERE tenant_id = $1 AND id = $2 AND equipment_id = $3",
                Tuple.of(work.tenantId(), id, equipmentId), CleaningRepository::cleaning);
    }

    public Uni<Void> insert(UnitOfWork work, Cleaning c) {
        return work.update("INSERT INTO equipment_cleanings (tenant_id, id, equipment_id, type, procedure, cleaned_by, "
                + "cleaned_at, dirty_hold_exceeded, status) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                Tuple.from(new Object[] { work.tenantId(), c.id(), c.equipmentId(), c.type().code(), c.procedure(),
                        c.cleanedBy(), Rows.time(c.cleanedAt()), c.dirtyHoldExceeded(), c.status().code() }))
                .replaceWithVoid();
    }

    /** The verification, written only over the pending row (the piece's conditional update guards the rest). */
    public Uni<Void> verify(UnitOfWork work, Cleaning c) {
        return work.update("UPDATE equipment_cleanings SET status = $3, verification = $4 WHERE tenant_id = $1 AND id = $2 "
                + "AND status = 'pending_verification'", Tuple.of(work.tenantId(), c.id(), c.status().code(),
                        StoredJson.write(c.verification()))).replaceWithVoid();
    }

    private static Cleaning cleaning(Row row) {
        return Cleaning.rehydrate(row.getString("id"), row.getString("equipment_id"),
                Cleaning.Type.valueOf(row.getString("type").toUpperCase(Locale.ROOT)), row.getString("procedure"),
                row.getString("cleaned_by"), Rows.instant(row, "cleaned_at"), row.getBoolean("dirty_hold_exceeded"),
                Cleaning.Status.valueOf(row.getString("status").toUpperCase(Locale.ROOT)),
                Signature.fromJson(row.getString("verification")));
    }
}
