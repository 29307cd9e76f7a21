package com.pharmaerp.api.production.repository;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.domain.PlannedStep;
import com.pharmaerp.api.production.domain.ProductionStep;
import com.pharmaerp.api.production.domain.RecipeSnapshot;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * The executed steps of production orders (V33), a row each from its completion on; their definitions are the
 * order's recipe snapshot's. A completion, a verification and a correction each write the step and move the order's
 * version in one statement, the order's row last.
 */
@ApplicationScoped
public class ProductionStepRepository {

    private static final String SELECT = "SELECT order_id, step_id, status, value, equipment_id, performed_at, performed_by, "
            + "recorded_at, note, exceptions, exception_reason, deviation_id, signature, verification, corrections, version "
            + "FROM production_steps";
    private static final TypeReference<List<String>> EXCEPTIONS = new TypeReference<>() {
    };
    private static final TypeReference<List<ProductionStep.Correction>> CORRECTIONS = new TypeReference<>() {
    };
    private static final Map<String, ProductionStep.Exception> EXCEPTION_IDS = Arrays.stream(ProductionStep.Exception.values())
            .collect(Collectors.toMap(ProductionStep.Exception::id, Function.identity()));

    /** The order's executed steps in the recipe's order (the primary key's order_id prefix). */
    public Uni<List<ProductionStep>> ofOrder(UnitOfWork work, String orderId, RecipeSnapshot recipe) {
        Map<String, PlannedStep> planned = plannedById(recipe);
        return work.list(SELECT + " WHERE tenant_id = $1 AND order_id = $2 ORDER BY position", Tuple.of(work.tenantId(), orderId),
                row -> step(row, planned));
    }

    /** One executed step of the order, or null (primary key). */
    public Uni<ProductionStep> find(UnitOfWork work, String orderId, PlannedStep planned) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND order_id = $2 AND step_id = $3",
                Tuple.of(work.tenantId(), orderId, planned.stepId()), row -> step(row, Map.of(planned.stepId(), planned)));
    }

    /**
     * Inserts the completed step, makes its performer one of the order's and counts it on the order: in progress and
     * one version on, while released or in progress. A step completed meanwhile on another pod inserts nothing (the
     * primary key decides), and neither does an order that moved on.
     *
     * @return the order's new version, or null when the step was already done or the order may no longer be executed
     */
    public Uni<Integer> complete(UnitOfWork work, ProductionStep s) {
        return work.one("WITH step AS (INSERT INTO production_steps (tenant_id, order_id, step_id, position, kind, name, unit, "
                + "min_value, max_value, status, value, equipment_id, performed_at, performed_by, recorded_at, note, exceptions, "
                + "exception_reason, deviation_id, signature, verification, corrections, version) VALUES ($1, $2, $3, $4, $5, "
                + "$6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, NULL, '[]', 1) "
                + "ON CONFLICT DO NOTHING RETURNING step_id), "
                + "performer AS (INSERT INTO production_performers (tenant_id, order_id, user_id, performed_at) "
                + "SELECT $1, $2, $14, $21 FROM step ON CONFLICT DO NOTHING) "
                + "UPDATE production_orders SET status = 'in_progress', version = version + 1, updated_at = $21 "
                + "WHERE tenant_id = $1 AND id = $2 AND status IN ('released', 'in_progress') AND EXISTS (SELECT 1 FROM step) "
                + "RETURNING version", Tuple.from(new Object[] { work.tenantId(), s.orderId(), s.stepId(),
                        s.planned().position(), s.planned().definition().kind(), s.planned().definition().measure(),
                        s.planned().definition().unit(), decimal(s.planned().definition().min()),
                        decimal(s.planned().definition().max()), s.status().id(), s.value(), s.equipmentId(),
                        Rows.time(s.performedAt()), s.performedBy(), Rows.time(s.recordedAt()), s.note(),
                        StoredJson.write(exceptionIds(s)), s.exceptionReason(), s.deviationId(),
                        Signature.stored(s.signature()), Rows.time(work.now()) }),
                row -> row.getInteger("version"));
    }

    /**
     * Writes a verified or corrected step at the version before this change, makes the acting user one of the order's
     * performers, and moves the order's version while it is in one of the statuses.
     *
     * @return the order's new version, or null when the step moved meanwhile or the order is in none of the statuses
     */
    public Uni<Integer> update(UnitOfWork work, ProductionStep s, List<String> orderStatuses) {
        return work.one("WITH step AS (UPDATE production_steps SET status = $4, value = $5, exceptions = $6, deviation_id = $7, "
                + "verification = $8, corrections = $9, version = $10 WHERE tenant_id = $1 AND order_id = $2 AND step_id = $3 "
                + "AND version = $10 - 1 RETURNING step_id), "
                + "performer AS (INSERT INTO production_performers (tenant_id, order_id, user_id, performed_at) "
                + "SELECT $1, $2, $11, $12 FROM step ON CONFLICT DO NOTHING) "
                + "UPDATE production_orders SET version = version + 1, updated_at = $12 WHERE tenant_id = $1 AND id = $2 "
                + "AND status = ANY($13) AND EXISTS (SELECT 1 FROM step) RETURNING version",
                Tuple.from(new Object[] { work.tenantId(), s.orderId(), s.stepId(), s.status().id(), s.value(),
                        StoredJson.write(exceptionIds(s)), s.deviationId(), Signature.stored(s.verification()),
                        StoredJson.write(s.corrections()), s.version(), work.userId(), Rows.time(work.now()),
                        orderStatuses.toArray(String[]::new) }),
                row -> row.getInteger("version"));
    }

    private static List<String> exceptionIds(ProductionStep s) {
        return s.exceptions().stream().map(ProductionStep.Exception::id).toList();
    }

    private static BigDecimal decimal(String text) {
        return text == null ? null : new BigDecimal(text);
    }

    private static Map<String, PlannedStep> plannedById(RecipeSnapshot recipe) {
        return recipe.plannedSteps().stream().collect(Collectors.toMap(PlannedStep::stepId, Function.identity()));
    }

    private static ProductionStep step(Row row, Map<String, PlannedStep> planned) {
        return ProductionStep.rehydrate(new ProductionStep.Stored(row.getString("order_id"),
                planned.get(row.getString("step_id")), ProductionStep.Status.of(row.getString("status")),
                row.getBigDecimal("value"), row.getString("equipment_id"), Rows.instant(row, "performed_at"),
                row.getString("performed_by"), Rows.instant(row, "recorded_at"), row.getString("note"),
                StoredJson.read(row.getString("exceptions"), EXCEPTIONS).stream().map(EXCEPTION_IDS::get).toList(),
                row.getString("exception_reason"), row.getString("deviation_id"), Signature.fromJson(row.getString("signature")),
                Signature.fromJson(row.getString("verification")), StoredJson.read(row.getString("corrections"), CORRECTIONS),
                row.getInteger("version")));
    }
}
