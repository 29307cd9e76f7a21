package com.pharmaerp.api.production.repository;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.ProductBatches;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Production's records as a product quality review reads them, set-based: the orders of a period, their recorded
 * step values ({@code production_steps} by its primary key) and the product's approved recipe revisions.
 */
@ApplicationScoped
public class ProductBatchesRepository {

    /** The yield limits and components come from the recipe revision kept with the order. */
    private static final String BATCHES = "SELECT id, number, status, output_lot_id, yield_percent, recipe_id, "
            + "(recipe::jsonb ->> 'revision')::integer AS revision, (recipe::jsonb ->> 'minYieldPercent')::numeric AS min_yield, "
            + "(recipe::jsonb ->> 'maxYieldPercent')::numeric AS max_yield, deviation_id, "
            + "ARRAY(SELECT c ->> 'materialId' FROM jsonb_array_elements(recipe::jsonb -> 'components') c) AS components "
            + "FROM production_orders WHERE tenant_id = $1 AND id = ANY($2) "
            + "AND status IN ('completed', 'reviewed', 'certified', 'rejected') ORDER BY id";
    private static final String STEP_VALUES = "SELECT order_id, step_id, kind, name, unit, min_value, max_value, value, "
            + "performed_at FROM production_steps WHERE tenant_id = $1 AND order_id = ANY($2) "
            + "AND kind IN ('parameter', 'in_process_control') AND value IS NOT NULL ORDER BY order_id, position";
    private static final String REVISIONS = "SELECT id, revision, status, approval FROM recipes WHERE tenant_id = $1 "
            + "AND product_material_id = $2 AND approval IS NOT NULL ORDER BY revision";

    public Uni<List<ProductBatches.Batch>> batches(UnitOfWork work, Collection<String> orderIds) {
        return work.list(BATCHES, Tuple.of(work.tenantId(), orderIds.toArray(String[]::new)),
                row -> new ProductBatches.Batch(row.getString("id"), row.getString("number"), row.getString("status"),
                        row.getString("output_lot_id"), row.getBigDecimal("yield_percent"), row.getString("recipe_id"),
                        row.getInteger("revision"), row.getBigDecimal("min_yield"), row.getBigDecimal("max_yield"),
                        row.getString("deviation_id"), Arrays.asList(row.getArrayOfStrings("components"))));
    }

    public Uni<List<ProductBatches.StepValue>> stepValues(UnitOfWork work, Collection<String> orderIds) {
        return work.list(STEP_VALUES, Tuple.of(work.tenantId(), orderIds.toArray(String[]::new)),
                row -> new ProductBatches.StepValue(row.getString("order_id"), row.getString("step_id"), row.getString("kind"),
                        row.getString("name"), row.getString("unit"), row.getBigDecimal("min_value"),
                        row.getBigDecimal("max_value"), row.getBigDecimal("value"), Rows.instant(row, "performed_at")));
    }

    public Uni<List<ProductBatches.RecipeRevision>> approvedRevisions(UnitOfWork work, String productMaterialId) {
        return work.list(REVISIONS, Tuple.of(work.tenantId(), productMaterialId),
                row -> new ProductBatches.RecipeRevision(row.getString("id"), row.getInteger("revision"),
                        row.getString("status"), Signature.fromJson(row.getString("approval"))));
    }
}
