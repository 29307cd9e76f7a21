package com.pharmaerp.api.qms.repository;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.domain.ProductQualityReview;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Product quality reviews. A list reads every column but the content, which a review reads alone: a page of reviews
 * of a thousand batches each would otherwise carry megabytes nobody asked for.
 */
@ApplicationScoped
public class ProductQualityReviewRepository {

    private static final String COLUMNS = "id, version, created_at, updated_at, number, product_material_id, period_from, "
            + "period_to, status, content_sha256, computed_at, created_by, conclusions, review, approval";
    private static final String TABLE = " FROM product_quality_reviews";

    /** The review with its content, or null. */
    public Uni<ProductQualityReview> find(UnitOfWork work, String id) {
        return work.one("SELECT " + COLUMNS + ", content" + TABLE + " WHERE tenant_id = $1 AND id = $2",
                Tuple.of(work.tenantId(), id), row -> review(row, row.getString("content")));
    }

    /** Newest first ({@code product_quality_reviews_newest}, {@code _product} by filter), each without its content. */
    public Uni<List<ProductQualityReview>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst("SELECT " + COLUMNS + TABLE, after, limit), query.arguments(),
                row -> review(row, null));
    }

    public Uni<Void> insert(UnitOfWork work, ProductQualityReview r) {
        return work.update("INSERT INTO product_quality_reviews (tenant_id, id, number, product_material_id, period_from, "
                + "period_to, status, content, content_sha256, computed_at, created_by, version, created_at, updated_at) "
                + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)", Tuple.from(new Object[] {
                        work.tenantId(), r.id(), r.number(), r.productMaterialId(), r.from(), r.to(), r.status().id(),
                        r.computed().content(), r.computed().sha256(), Rows.time(r.computed().computedAt()), r.createdBy(),
                        r.version(), Rows.time(r.createdAt()), Rows.time(r.updatedAt()) })).replaceWithVoid();
    }

    /** Written only over the version read; false when another writer moved it meanwhile. */
    public Uni<Boolean> update(UnitOfWork work, ProductQualityReview r) {
        return work.update("UPDATE product_quality_reviews SET status = $3, content = $4, content_sha256 = $5, "
                + "computed_at = $6, conclusions = $7, review = $8, approval = $9, version = $10, updated_at = $11 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $10 - 1", Tuple.from(new Object[] { work.tenantId(), r.id(),
                        r.status().id(), r.computed().content(), r.computed().sha256(), Rows.time(r.computed().computedAt()),
                        r.conclusions(), Signature.stored(r.review()), Signature.stored(r.approval()), r.version(),
                        Rows.time(r.updatedAt()) })).map(count -> count == 1);
    }

    /** @param content null for a list's row, which does not read it */
    private static ProductQualityReview review(Row row, String content) {
        return ProductQualityReview.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("number"), row.getString("product_material_id"),
                row.getLocalDate("period_from"), row.getLocalDate("period_to"),
                ProductQualityReview.Status.of(row.getString("status")),
                new ProductQualityReview.Computed(content, row.getString("content_sha256"), Rows.instant(row, "computed_at")),
                row.getString("created_by"), row.getString("conclusions"), Signature.fromJson(row.getString("review")),
                Signature.fromJson(row.getString("approval")));
    }
}
