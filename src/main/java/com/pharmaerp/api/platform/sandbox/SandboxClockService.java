package com.pharmaerp.api.platform.sandbox;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.node.TextNode;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.clock.BusinessClock;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredTime;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/** Setting and resetting a tenant's sandbox business time; each change is audited. */
@ApplicationScoped
public class SandboxClockService {

    private static final String ENTITY = "sandbox_clock";

    private final BusinessClock businessClock;
    private final ActingUser actingUser;

    public SandboxClockService(BusinessClock businessClock, ActingUser actingUser) {
        this.businessClock = businessClock;
        this.actingUser = actingUser;
    }

    public Uni<SandboxClockView> get(UnitOfWork work) {
        return view(work);
    }

    /** The business time from now on runs from {@code now}, at real speed. */
    public Uni<SandboxClockView> set(UnitOfWork work, Instant now) {
        actingUser.requireRole(Role.ADMIN);
        Instant target = StoredTime.of(now);
        return businessClock.now(work.sql(), work.tenantId(), work.now()).chain(before -> {
            long offset = ChronoUnit.MICROS.between(work.now(), target);
            work.record(changed("sandbox_clock.set", work, before, target));
            return work.update("INSERT INTO sandbox_clocks (tenant_id, offset_micros, set_at) VALUES ($1, $2, $3) "
                    + "ON CONFLICT (tenant_id) DO UPDATE SET offset_micros = EXCLUDED.offset_micros, set_at = EXCLUDED.set_at",
                    Tuple.of(work.tenantId(), offset, Rows.time(work.now())));
        }).chain(() -> view(work));
    }

    /** Back to real time. */
    public Uni<SandboxClockView> reset(UnitOfWork work) {
        actingUser.requireRole(Role.ADMIN);
        return businessClock.now(work.sql(), work.tenantId(), work.now()).chain(before -> {
            work.record(changed("sandbox_clock.reset", work, before, work.now()));
            return work.update("DELETE FROM sandbox_clocks WHERE tenant_id = $1", Tuple.of(work.tenantId()));
        }).chain(() -> view(work));
    }

    private static DomainEvent changed(String type, UnitOfWork work, Instant before, Instant after) {
        return new DomainEvent(type, ENTITY, work.tenantId(), List.of(new Change("now", TextNode.valueOf(before.toString()),
                TextNode.valueOf(after.toString()))), null);
    }

    private Uni<SandboxClockView> view(UnitOfWork work) {
        return businessClock.offset(work.sql(), work.tenantId())
                .map(offset -> new SandboxClockView(work.now().plus(offset), offset.equals(Duration.ZERO)));
    }
}
