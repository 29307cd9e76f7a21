package com.pharmaerp.api.distribution.repository;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.ProductReturns;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * The lines of returns naming lots. The lines live in their return's JSON, so this reads the tenant's returns, as
 * {@link ReturnRepository#returnedOf} does: returns are few beside shipments.
 */
@ApplicationScoped
public class ProductReturnsRepository {

    public Uni<List<ProductReturns.ReturnLine>> linesOf(UnitOfWork work, Collection<String> lotIds) {
        return work.list("SELECT r.id, r.number, r.reason, r.status, l.\"lotId\" AS lot_id, l.quantity, "
                + "l.\"receivedQuantity\" AS received_quantity, l.unit FROM returns r CROSS JOIN LATERAL "
                + "jsonb_to_recordset(r.lines::jsonb) AS l(\"lotId\" text, quantity numeric, \"receivedQuantity\" numeric, "
                + "unit text) WHERE r.tenant_id = $1 AND l.\"lotId\" = ANY($2) ORDER BY r.number, l.\"lotId\"",
                Tuple.of(work.tenantId(), lotIds.toArray(String[]::new)),
                row -> new ProductReturns.ReturnLine(row.getString("id"), row.getString("number"), row.getString("reason"),
                        row.getString("status"), row.getString("lot_id"), row.getBigDecimal("quantity"),
                        row.getBigDecimal("received_quantity"), row.getString("unit")));
    }
}
