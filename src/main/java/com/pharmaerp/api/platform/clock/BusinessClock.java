package com.pharmaerp.api.platform.clock;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.StoredTime;
import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.config.ErpConfig;

import io.quarkus.hibernate.reactive.panache.Panache;
import io.smallrye.mutiny.Uni;

/**
 * "Now" for business rules (expiry, retest, "today"): real time in production; in the sandbox,
 * real time moved by the offset the tenant's admin set, so integrators can test expiry and retest.
 * Reads the offset in the caller's transaction (after {@code TenantGuard.enter}).
 */
@ApplicationScoped
public class BusinessClock {

    private final Clock clock;
    private final boolean sandbox;

    public BusinessClock(Clock clock, ErpConfig config) {
        this.clock = clock;
        this.sandbox = config.environment() == Environment.SANDBOX;
    }

    public Uni<Instant> now(String tenantId) {
        Instant real = StoredTime.now(clock);
        if (!sandbox) {
            return Uni.createFrom().item(real);
        }
        return offset(tenantId).map(offset -> real.plus(offset));
    }

    /** Today's date in UTC, by the business time. */
    public Uni<LocalDate> today(String tenantId) {
        return now(tenantId).map(now -> LocalDate.ofInstant(now, ZoneOffset.UTC));
    }

    Uni<Duration> offset(String tenantId) {
        return Panache.getSession().chain(session -> session.createNativeQuery(
                "SELECT offset_micros FROM sandbox_clocks WHERE tenant_id = :tenant", Long.class)
                .setParameter("tenant", tenantId).getResultList())
                .map(BusinessClock::offsetOf);
    }

    private static Duration offsetOf(List<Long> rows) {
        return rows.isEmpty() ? Duration.ZERO : Duration.of(rows.get(0), ChronoUnit.MICROS);
    }
}
