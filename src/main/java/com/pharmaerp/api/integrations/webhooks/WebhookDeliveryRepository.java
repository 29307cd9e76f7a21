package com.pharmaerp.api.integrations.webhooks;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** The webhook_deliveries table: every attempt, written once, never changed. */
@ApplicationScoped
public class WebhookDeliveryRepository {

    /** Arguments $1 to $12, as {@link #arguments} lists them; the dispatcher writes an attempt with its progress. */
    static final String INSERT = "INSERT INTO webhook_deliveries (tenant_id, id, endpoint_id, event_id, sequence, type, attempt, "
            + "created_at, status_code, duration_ms, error, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)";
    private static final String SELECT = "SELECT id, event_id, sequence, type, attempt, created_at, status_code, duration_ms, "
            + "error, outcome FROM webhook_deliveries";

    static Object[] arguments(String tenantId, String endpointId, WebhookDelivery delivery) {
        return new Object[] { tenantId, delivery.id(), endpointId, delivery.eventId(), delivery.sequence(), delivery.type(),
                delivery.attempt(), Rows.time(delivery.at()), delivery.statusCode(), delivery.durationMs(), delivery.error(),
                delivery.outcome() };
    }

    public Uni<Void> insert(UnitOfWork work, String endpointId, WebhookDelivery delivery) {
        return work.update(INSERT, Tuple.from(arguments(work.tenantId(), endpointId, delivery))).replaceWithVoid();
    }

    /** Newest first ({@code webhook_deliveries_newest}). */
    public Uni<List<WebhookDelivery>> page(UnitOfWork work, String endpointId, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("endpoint_id", endpointId);
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), WebhookDeliveryRepository::delivery);
    }

    private static WebhookDelivery delivery(Row row) {
        return new WebhookDelivery(row.getString("id"), row.getString("event_id"), row.getLong("sequence"), row.getString("type"),
                row.getInteger("attempt"), Rows.instant(row, "created_at"), row.getInteger("status_code"),
                row.getInteger("duration_ms"), row.getString("error"), row.getString("outcome"));
    }
}
