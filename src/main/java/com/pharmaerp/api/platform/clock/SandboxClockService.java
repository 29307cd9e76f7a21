package com.pharmaerp.api.platform.clock;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.TextNode;
import com.pharmaerp.api.platform.persistence.StoredTime;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.persistence.TenantGuard;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Role;

import io.quarkus.hibernate.reactive.panache.Panache;
import io.smallrye.mutiny.Uni;

/** Setting and resetting a tenant's sandbox business time; each change is audited. */
@ApplicationScoped
public class SandboxClockService {

    private static final String ENTITY = "sandbox_clock";

    private final BusinessClock businessClock;
    private final Clock clock;
    private final AuditTrail audit;
    private final ActingUser actingUser;

    public SandboxClockService(BusinessClock businessClock, Clock clock, AuditTrail audit, ActingUser actingUser) {
        this.businessClock = businessClock;
        this.clock = clock;
        this.audit = audit;
        this.actingUser = actingUser;
    }

    public Uni<SandboxClockView> get(String tenantId) {
        return TenantGuard.inTransaction(tenantId, () -> view(tenantId));
    }

    /** The business time from now on runs from {@code now}, at real speed. */
    public Uni<SandboxClockView> set(String tenantId, Instant now) {
        actingUser.requireRole(Role.ADMIN);
        Instant target = StoredTime.of(now);
        return TenantGuard.inTransaction(tenantId, () -> businessClock.now(tenantId).chain(before -> {
            Instant real = StoredTime.now(clock);
            long offset = ChronoUnit.MICROS.between(real, target);
            return Panache.getSession().chain(session -> session.createNativeQuery("INSERT INTO sandbox_clocks "
                    + "(tenant_id, offset_micros, set_at) VALUES (:tenant, :offset, :at) ON CONFLICT (tenant_id) "
                    + "DO UPDATE SET offset_micros = EXCLUDED.offset_micros, set_at = EXCLUDED.set_at")
                    .setParameter("tenant", tenantId).setParameter("offset", offset).setParameter("at", real)
                    .executeUpdate())
                    .chain(() -> record("sandbox_clock.set", tenantId, before, target))
                    .chain(() -> view(tenantId));
        }));
    }

    /** Back to real time. */
    public Uni<SandboxClockView> reset(String tenantId) {
        actingUser.requireRole(Role.ADMIN);
        return TenantGuard.inTransaction(tenantId, () -> businessClock.now(tenantId).chain(before -> Panache.getSession()
                .chain(session -> session.createNativeQuery("DELETE FROM sandbox_clocks WHERE tenant_id = :tenant")
                        .setParameter("tenant", tenantId).executeUpdate())
                .chain(() -> record("sandbox_clock.reset", tenantId, before, StoredTime.now(clock)))
                .chain(() -> view(tenantId))));
    }

    private Uni<Void> record(String action, String tenantId, Instant before, Instant after) {
        return audit.record(action, ENTITY, tenantId, List.of(new Change("now", TextNode.valueOf(before.toString()),
                TextNode.valueOf(after.toString()))), null);
    }

    private Uni<SandboxClockView> view(String tenantId) {
        return businessClock.offset(tenantId).map(offset -> new SandboxClockView(
                StoredTime.now(clock).plus(offset), offset.equals(Duration.ZERO)));
    }
}
