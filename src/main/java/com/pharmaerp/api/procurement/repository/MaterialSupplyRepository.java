package com.pharmaerp.api.procurement.repository;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.procurement.MaterialSupply;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Suppliers and receipts by material, set-based. A receipt line names its order's line, whose material lives in the
 * order's lines (JSON); receipts are read by tenant and date.
 */
@ApplicationScoped
public class MaterialSupplyRepository {

    private static final String SUPPLIERS = "SELECT id, code, name, status, approved_material_ids FROM suppliers "
            + "WHERE tenant_id = $1 AND string_to_array(approved_material_ids, ',') && $2 ORDER BY code";
    private static final String RECEIVED = "SELECT g.id, g.number, g.received_on, o.supplier_id, p.\"materialId\" AS material_id, "
            + "l.lot_id FROM goods_receipts g JOIN purchase_orders o ON o.tenant_id = g.tenant_id AND o.id = g.purchase_order_id "
            + "JOIN goods_receipt_lines l ON l.tenant_id = g.tenant_id AND l.goods_receipt_id = g.id "
            + "CROSS JOIN LATERAL jsonb_to_recordset(o.lines::jsonb) AS p(\"lineNo\" integer, \"materialId\" text) "
            + "WHERE g.tenant_id = $1 AND g.received_on BETWEEN $3 AND $4 AND p.\"lineNo\" = l.line_no "
            + "AND p.\"materialId\" = ANY($2) ORDER BY g.received_on, g.number, l.position";

    public Uni<List<MaterialSupply.ApprovedSupplier>> suppliersOf(UnitOfWork work, Collection<String> materialIds) {
        return work.list(SUPPLIERS, Tuple.of(work.tenantId(), materialIds.toArray(String[]::new)),
                row -> new MaterialSupply.ApprovedSupplier(row.getString("id"), row.getString("code"), row.getString("name"),
                        row.getString("status"), Arrays.asList(row.getString("approved_material_ids").split(","))));
    }

    public Uni<List<MaterialSupply.ReceivedLot>> receivedBetween(UnitOfWork work, Collection<String> materialIds,
            LocalDate from, LocalDate to) {
        return work.list(RECEIVED, Tuple.of(work.tenantId(), materialIds.toArray(String[]::new), from, to),
                row -> new MaterialSupply.ReceivedLot(row.getString("id"), row.getString("number"),
                        row.getLocalDate("received_on"), row.getString("supplier_id"), row.getString("material_id"),
                        row.getString("lot_id")));
    }
}
