package com.pharmaerp.api.integrations.webhooks;

import java.util.Arrays;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.core.buffer.Buffer;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * The webhook_endpoints table as callers see it: every statement names the tenant, a deleted
 * endpoint is gone. The dispatcher's statements on the same rows are in {@link DeliveryProgress}.
 */
@ApplicationScoped
public class WebhookEndpointRepository {

    /** {@code pending} counts the matching events after delivered_through (the primary key of audit_events from there on). */
    private static final String SELECT = "SELECT w.id, w.version, w.created_at, w.updated_at, w.url, w.event_types, "
            + "w.description, w.status, w.disabled_reason, w.secret, w.previous_secret, w.previous_secret_expires_at, "
            + "w.delivered_through, w.last_attempt_at, w.last_status_code, w.last_error, "
            + "(SELECT count(*) FROM audit_events a WHERE a.tenant_id = w.tenant_id AND a.sequence > w.delivered_through "
            + "AND erp_event_matches(a.action, w.event_types)) AS pending FROM webhook_endpoints w";

    /** The endpoint, or null (also when deleted). */
    public Uni<WebhookEndpoint> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE w.tenant_id = $1 AND w.id = $2 AND w.deleted_at IS NULL",
                Tuple.of(work.tenantId(), id), WebhookEndpointRepository::endpoint);
    }

    /** Newest first ({@code webhook_endpoints_newest}). */
    public Uni<List<WebhookEndpoint>> page(UnitOfWork work, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).where("deleted_at IS NULL");
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), WebhookEndpointRepository::endpoint);
    }

    public Uni<Void> insert(UnitOfWork work, WebhookEndpoint endpoint) {
        return work.update("INSERT INTO webhook_endpoints (tenant_id, id, url, event_types, description, status, secret, "
                + "delivered_through, version, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                Tuple.from(new Object[] { work.tenantId(), endpoint.id(), endpoint.url(),
                        endpoint.eventTypes().toArray(String[]::new), endpoint.description(), endpoint.status().id(),
                        bytea(endpoint.secret()), endpoint.deliveredThrough(), endpoint.version(),
                        Rows.time(endpoint.createdAt()), Rows.time(endpoint.updatedAt()) }))
                .replaceWithVoid();
    }

    /**
     * A caller's change, if nobody changed the endpoint since it was read; delivery progress is left
     * to the dispatcher, except that a re-enabled endpoint tries its next event again at once.
     *
     * @return false when the row moved on
     */
    public Uni<Boolean> update(UnitOfWork work, WebhookEndpoint endpoint, boolean reenabled) {
        return work.update("UPDATE webhook_endpoints SET url = $3, event_types = $4, description = $5, status = $6, "
                + "disabled_reason = $7, secret = $8, previous_secret = $9, previous_secret_expires_at = $10, version = $11, "
                + "updated_at = $12, attempt = CASE WHEN $13 THEN 0 ELSE attempt END, "
                + "next_attempt_at = CASE WHEN $13 THEN NULL ELSE next_attempt_at END "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $11 - 1 AND deleted_at IS NULL",
                Tuple.from(new Object[] { work.tenantId(), endpoint.id(), endpoint.url(),
                        endpoint.eventTypes().toArray(String[]::new), endpoint.description(), endpoint.status().id(),
                        endpoint.disabledReason(), bytea(endpoint.secret()), bytea(endpoint.previousSecret()),
                        Rows.time(endpoint.previousSecretExpiresAt()), endpoint.version(), Rows.time(endpoint.updatedAt()),
                        reenabled }))
                .map(updated -> updated == 1);
    }

    /** Delivery starts again after {@code deliveredThrough}; an attempt in flight then records nothing (DeliveryProgress). */
    public Uni<Void> replay(UnitOfWork work, WebhookEndpoint endpoint) {
        return work.update("UPDATE webhook_endpoints SET delivered_through = $3, attempt = 0, next_attempt_at = NULL "
                + "WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL",
                Tuple.of(work.tenantId(), endpoint.id(), endpoint.deliveredThrough())).replaceWithVoid();
    }

    /** Kept as a row, for its deliveries and the audit trail that names it; no read or dispatcher sees it again. */
    public Uni<Void> delete(UnitOfWork work, WebhookEndpoint endpoint) {
        return work.update("UPDATE webhook_endpoints SET deleted_at = $3, updated_at = $3, lease_owner = NULL "
                + "WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL",
                Tuple.of(work.tenantId(), endpoint.id(), Rows.time(endpoint.updatedAt()))).replaceWithVoid();
    }

    /** A bytea argument: the client encodes the core Buffer, not Mutiny's wrapper of it. */
    private static Buffer bytea(byte[] bytes) {
        return bytes == null ? null : Buffer.buffer(bytes);
    }

    private static WebhookEndpoint endpoint(Row row) {
        var previous = row.getBuffer("previous_secret");
        return WebhookEndpoint.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("url"), Arrays.asList(row.getArrayOfStrings("event_types")),
                row.getString("description"), WebhookEndpoint.Status.of(row.getString("status")),
                row.getString("disabled_reason"), row.getBuffer("secret").getBytes(),
                previous == null ? null : previous.getBytes(), Rows.instant(row, "previous_secret_expires_at"),
                row.getLong("delivered_through"), new WebhookEndpoint.Progress(row.getLong("pending"),
                        Rows.instant(row, "last_attempt_at"), row.getInteger("last_status_code"), row.getString("last_error")));
    }
}
