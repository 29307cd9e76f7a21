package com.pharmaerp.api.production.repository;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.domain.Operation;
import com.pharmaerp.api.production.domain.Recipe;
import com.pharmaerp.api.production.domain.RecipeComponent;
import com.pharmaerp.api.production.domain.RecipeData;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Recipe revisions; their components and operations are JSON values of the revision, never filtered on. */
@ApplicationScoped
public class RecipeRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, product_material_id, revision, status, "
            + "batch_size, unit, components, min_yield_percent, max_yield_percent, operations, created_by, approval FROM recipes";
    private static final TypeReference<List<StoredComponent>> COMPONENTS = new TypeReference<>() {
    };
    private static final TypeReference<List<Operation>> OPERATIONS = new TypeReference<>() {
    };

    /** A component as its column keeps it: the amount as a decimal string in the material's base unit. */
    @RegisterForReflection // written and read by a mapper of its own: native images need it registered
    record StoredComponent(String materialId, String quantity, String unit) {

        static StoredComponent of(RecipeComponent component) {
            return new StoredComponent(component.materialId(), component.quantity().plainValue(),
                    component.quantity().unit().symbol());
        }

        RecipeComponent component() {
            return new RecipeComponent(materialId, Quantity.of(quantity, Unit.ofSymbol(unit).orElseThrow()));
        }
    }

    /** The revision, or null. */
    public Uni<Recipe> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), RecipeRepository::recipe);
    }

    /** Newest first, narrowed by the query ({@code recipes_newest}). */
    public Uni<List<Recipe>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), RecipeRepository::recipe);
    }

    /** The product's approved revision other than the given one; null when none is approved. */
    public Uni<Recipe> approvedFor(UnitOfWork work, String productMaterialId, String exceptId) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND product_material_id = $2 AND status = 'approved' AND id <> $3",
                Tuple.of(work.tenantId(), productMaterialId, exceptId), RecipeRepository::recipe);
    }

    /** Serialises the approvals of one product's revisions until the unit ends, on every pod. */
    public Uni<Void> lockApprovals(UnitOfWork work, String productMaterialId) {
        return work.holdLock("productMaterialId/" + productMaterialId);
    }

    public Uni<Void> insert(UnitOfWork work, Recipe r) {
        return work.update("INSERT INTO recipes (tenant_id, id, product_material_id, revision, status, batch_size, unit, "
                + "components, min_yield_percent, max_yield_percent, created_by, approval, version, created_at, updated_at, operations) "
                + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)",
                Tuple.from(new Object[] { work.tenantId(), r.id(), r.productMaterialId(), r.revision(), r.status().id(),
                        r.batchSize().value(), r.batchSize().unit().symbol(),
                        StoredJson.write(r.components().stream().map(StoredComponent::of).toList()), r.minYieldPercent(),
                        r.maxYieldPercent(), r.createdBy(), Signature.stored(r.approval()), r.version(),
                        Rows.time(r.createdAt()), Rows.time(r.updatedAt()),
                        r.operations().isEmpty() ? null : StoredJson.write(r.operations()) })).replaceWithVoid();
    }

    /** Writes a moved revision; @return false when the row is no longer at the version before this move */
    public Uni<Boolean> update(UnitOfWork work, Recipe r) {
        return work.update("UPDATE recipes SET status = $3, approval = $4, version = $5, updated_at = $6 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $5 - 1", Tuple.from(new Object[] { work.tenantId(), r.id(),
                        r.status().id(), Signature.stored(r.approval()), r.version(), Rows.time(r.updatedAt()) }))
                .map(updated -> updated == 1);
    }

    private static Recipe recipe(Row row) {
        RecipeData data = new RecipeData(row.getString("product_material_id"), new Quantity(row.getBigDecimal("batch_size"),
                Unit.ofSymbol(row.getString("unit")).orElseThrow()), StoredJson.read(row.getString("components"), COMPONENTS)
                        .stream().map(StoredComponent::component).toList(), row.getBigDecimal("min_yield_percent"),
                row.getBigDecimal("max_yield_percent"), row.getString("operations") == null ? List.of()
                        : StoredJson.read(row.getString("operations"), OPERATIONS));
        return Recipe.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), data, new Revision(row.getInteger("revision"),
                        Revision.Status.of(row.getString("status")), row.getString("created_by"),
                        Signature.fromJson(row.getString("approval"))));
    }
}
