package com.pharmaerp.api.equipment.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.domain.Maintenance;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/** A piece's maintenance records, never changed. */
@ApplicationScoped
public class MaintenanceRepository {

    public Uni<Void> insert(UnitOfWork work, String equipmentId, Maintenance m) {
        return work.update("INSERT INTO equipment_maintenance (tenant_id, id, equipment_id, kind, description, "
                + "performed_by, performed_at, next_due_on) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                Tuple.from(new Object[] { work.tenantId(), m.id(), equipmentId, m.kind().code(), m.description(),
                        m.performedBy(), Rows.time(m.performedAt()), m.nextDueOn() }))
                .replaceWithVoid();
    }
}
