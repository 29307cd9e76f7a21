package com.pharmaerp.api.integrations.webhooks;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Connections;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.quarkus.arc.InjectableInstance;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.core.buffer.Buffer;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * The dispatcher's statements on webhook_endpoints: leasing endpoints with work due, reading one
 * for delivery, and moving its progress. Every move is conditional on the lease still being this
 * pod's and on the progress it read, so a pod that lost its lease (or a replay meanwhile) changes
 * nothing; the attempt itself is recorded in any case, in the same statement.
 */
@ApplicationScoped
public class DeliveryProgress {

    /** An endpoint leased to this pod. */
    public record Leased(String tenantId, String endpointId) {
    }

    /** An endpoint as the dispatcher needs it; {@code previousSecret} only while it still signs. */
    public record Target(String id, String url, List<String> eventTypes, WebhookEndpoint.Status status, boolean deleted,
            byte[] secret, byte[] previousSecret, long deliveredThrough, int attempt, String leaseOwner) {
    }

    private final InjectableInstance<Pool> pool;

    public DeliveryProgress(InjectableInstance<Pool> pool) {
        this.pool = pool;
    }

    /** Up to {@code max} endpoints of any tenant whose next event is due, now this pod's for {@code lease}. */
    public Uni<List<Leased>> lease(String owner, Duration lease, int max) {
        return Connections.using(pool.get(), connection -> connection
                .preparedQuery("SELECT endpoint_tenant, endpoint_id FROM erp_lease_webhook_endpoints($1, $2, $3)")
                .execute(Tuple.of(owner, lease.toMillis(), max))).map(rows -> {
                    List<Leased> leased = new ArrayList<>(rows.size());
                    for (Row row : rows) {
                        leased.add(new Leased(row.getString("endpoint_tenant"), row.getString("endpoint_id")));
                    }
                    return leased;
                });
    }

    /** The endpoint, or null when it no longer exists. */
    public Uni<Target> target(UnitOfWork work, String endpointId) {
        return work.one("SELECT id, url, event_types, status, deleted_at IS NOT NULL AS deleted, secret, "
                + "CASE WHEN previous_secret_expires_at > now() THEN previous_secret END AS previous_secret, "
                + "delivered_through, attempt, lease_owner FROM webhook_endpoints WHERE tenant_id = $1 AND id = $2",
                Tuple.of(work.tenantId(), endpointId), row -> {
                    Buffer previous = row.getBuffer("previous_secret");
                    return new Target(row.getString("id"), row.getString("url"), Arrays.asList(row.getArrayOfStrings("event_types")),
                            WebhookEndpoint.Status.of(row.getString("status")), row.getBoolean("deleted"),
                            row.getBuffer("secret").getBytes(), previous == null ? null : previous.getBytes(),
                            row.getLong("delivered_through"), row.getInteger("attempt"), row.getString("lease_owner"));
                });
    }

    /**
     * The attempt delivered the event at {@code sequence}: recorded, and the endpoint moves on to
     * the next with its lease renewed.
     *
     * @return false when the endpoint is no longer this pod's to move (the lease passed on, or a replay)
     */
    public Uni<Boolean> delivered(UnitOfWork work, Target target, String owner, Duration lease, WebhookDelivery delivery) {
        return attempt(work, target, delivery, "delivered_through = $13, attempt = 0, next_attempt_at = NULL, "
                + "lease_expires_at = now() + $16::bigint * interval '1 millisecond'", owner, delivery.sequence(), lease.toMillis());
    }

    /**
     * The attempt failed: recorded, the event is due again after {@code retryIn}, and the lease is
     * given up so whichever pod is free then sends it.
     */
    public Uni<Boolean> failed(UnitOfWork work, Target target, String owner, WebhookDelivery delivery, Duration retryIn) {
        return attempt(work, target, delivery, "attempt = attempt + 1, next_attempt_at = now() + $13::bigint * "
                + "interval '1 millisecond', lease_owner = NULL, lease_expires_at = NULL", owner, retryIn.toMillis(), null);
    }

    /** The attempt failed for good (410, or the schedule ran out): recorded, and the endpoint disabled with the reason. */
    public Uni<Boolean> disabled(UnitOfWork work, Target target, String owner, WebhookDelivery delivery, String reason) {
        return attempt(work, target, delivery, "attempt = attempt + 1, next_attempt_at = NULL, status = 'disabled', "
                + "disabled_reason = $13, lease_owner = NULL, lease_expires_at = NULL", owner, reason, null);
    }

    /** No matching event up to the chain's {@code head}: the endpoint's cursor moves over the rest. */
    public Uni<Boolean> skipped(UnitOfWork work, Target target, String owner, long head) {
        return work.update("UPDATE webhook_endpoints SET delivered_through = $3 WHERE tenant_id = $1 AND id = $2 "
                + "AND lease_owner = $4 AND delivered_through = $5",
                Tuple.of(work.tenantId(), target.id(), head, owner, target.deliveredThrough())).map(updated -> updated == 1);
    }

    /** This pod is done with the endpoint for now: the next notification or poll may lease it anywhere. */
    public Uni<Void> release(UnitOfWork work, String endpointId, String owner) {
        return work.update("UPDATE webhook_endpoints SET lease_owner = NULL, lease_expires_at = NULL "
                + "WHERE tenant_id = $1 AND id = $2 AND lease_owner = $3", Tuple.of(work.tenantId(), endpointId, owner))
                .replaceWithVoid();
    }

    /**
     * One statement: the attempt's row, and the endpoint's move ($13, and $16 for a delivery, are the
     * move's own arguments) if it is still this pod's at the progress read ($14, $15).
     */
    private Uni<Boolean> attempt(UnitOfWork work, Target target, WebhookDelivery delivery, String move, String owner,
            Object moveArgument, Object leaseMillis) {
        Object[] arguments = Arrays.copyOf(WebhookDeliveryRepository.arguments(work.tenantId(), target.id(), delivery),
                leaseMillis == null ? 15 : 16);
        arguments[12] = moveArgument;
        arguments[13] = owner;
        arguments[14] = target.deliveredThrough();
        if (leaseMillis != null) {
            arguments[15] = leaseMillis;
        }
        return work.update("WITH attempt AS (" + WebhookDeliveryRepository.INSERT + ") UPDATE webhook_endpoints SET " + move
                + ", last_attempt_at = $8, last_status_code = $9, last_error = $11 "
                + "WHERE tenant_id = $1 AND id = $3 AND lease_owner = $14 AND delivered_through = $15",
                Tuple.from(arguments)).map(updated -> updated == 1);
    }
}
