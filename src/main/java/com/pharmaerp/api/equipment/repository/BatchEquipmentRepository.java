package com.pharmaerp.api.equipment.repository;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.BatchEquipment;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/** The pieces production orders used ({@code equipment_uses_record}), with their failed calibrations, in one statement. */
@ApplicationScoped
public class BatchEquipmentRepository {

    /** Each failed calibration as {@code <id> <date>}: ids hold no blank. */
    private static final String USED_BY = "SELECT e.id, e.code, e.name, array_agg(DISTINCT u.record_id ORDER BY u.record_id) "
            + "AS orders, ARRAY(SELECT c.id || ' ' || c.performed_on FROM equipment_calibrations c WHERE c.tenant_id = e.tenant_id "
            + "AND c.equipment_id = e.id AND c.result = 'fail' AND c.performed_on BETWEEN $3 AND $4 ORDER BY c.performed_on, c.id) "
            + "AS failed FROM equipment_uses u JOIN equipment e ON e.tenant_id = u.tenant_id AND e.id = u.equipment_id "
            + "WHERE u.tenant_id = $1 AND u.use_type = 'production_order' AND u.record_id = ANY($2) "
            + "GROUP BY e.tenant_id, e.id, e.code, e.name ORDER BY e.code";

    public Uni<List<BatchEquipment.Piece>> usedBy(UnitOfWork work, Collection<String> orderIds, LocalDate from, LocalDate to) {
        return work.list(USED_BY, Tuple.of(work.tenantId(), orderIds.toArray(String[]::new), from, to), row -> {
            List<BatchEquipment.FailedCalibration> calibrations = Arrays.stream(row.getArrayOfStrings("failed"))
                    .map(failed -> failed.split(" ")).map(parts -> new BatchEquipment.FailedCalibration(parts[0],
                            LocalDate.parse(parts[1]))).toList();
            return new BatchEquipment.Piece(row.getString("id"), row.getString("code"), row.getString("name"),
                    Arrays.asList(row.getArrayOfStrings("orders")), calibrations);
        });
    }
}
