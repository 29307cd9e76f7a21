package com.pharmaerp.api.platform.clock;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.config.ErpConfig;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.SqlClient;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * "Now" for business rules (expiry, retest, "today"): real time in production; in the sandbox,
 * real time moved by the offset the tenant's admin set, so integrators can test expiry and retest.
 * The offset is read in the caller's transaction, which has entered the tenant.
 */
@ApplicationScoped
public class BusinessClock {

    private final boolean sandbox;

    public BusinessClock(ErpConfig config) {
        this.sandbox = config.environment() == Environment.SANDBOX;
    }

    /** Whether business time is moved by a tenant's offset (the sandbox), so a unit of work reads it on entering. */
    public boolean movable() {
        return sandbox;
    }

    /** Today's date in UTC at the real instant {@code now} moved by an offset already read. */
    public static LocalDate today(Instant now, Duration offset) {
        return LocalDate.ofInstant(now.plus(offset), ZoneOffset.UTC);
    }

    /** The business time at the real instant {@code now}: no statement at all in production. */
    public Uni<Instant> now(SqlClient sql, String tenantId, Instant now) {
        if (!sandbox) {
            return Uni.createFrom().item(now);
        }
        return offset(sql, tenantId).map(now::plus);
    }

    /** The tenant's sandbox offset; zero when none is set. */
    public Uni<Duration> offset(SqlClient sql, String tenantId) {
        return sql.preparedQuery("SELECT offset_micros FROM sandbox_clocks WHERE tenant_id = $1").execute(Tuple.of(tenantId))
                .map(rows -> rows.size() == 0 ? Duration.ZERO
                        : Duration.of(rows.iterator().next().getLong("offset_micros"), ChronoUnit.MICROS));
    }
}
