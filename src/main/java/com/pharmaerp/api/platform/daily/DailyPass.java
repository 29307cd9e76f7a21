package com.pharmaerp.api.platform.daily;

import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.pharmaerp.api.platform.persistence.Connections;
import com.pharmaerp.api.platform.security.Actor;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.arc.All;
import io.quarkus.arc.InjectableInstance;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;

/**
 * The daily pass: every {@code erp.qms.daily-pass-interval} each pod runs every {@link DailyTask} for every
 * tenant, each in a unit of work of its own so that one tenant's or one task's failure stops nothing else.
 * Each run is idempotent: what a task does happens once because the database decides who claims it, never a
 * lock in this JVM.
 */
@ApplicationScoped
public class DailyPass {

    /** The key the audit trail names for what the service does on its own in the pass. */
    public static final String SERVICE_KEY = "service:daily-pass";
    private static final Logger LOG = Logger.getLogger(DailyPass.class);

    private final InjectableInstance<Pool> pool;
    private final UnitsOfWork units;
    private final List<DailyTask> tasks;

    DailyPass(InjectableInstance<Pool> pool, UnitsOfWork units, @All List<DailyTask> tasks) {
        this.pool = pool;
        this.units = units;
        this.tasks = List.copyOf(tasks);
    }

    @Scheduled(identity = "daily-pass", every = "${erp.qms.daily-pass-interval:15m}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    Uni<Void> scheduled() {
        if (tasks.isEmpty() || !pool.getHandle().getBean().isActive()) {
            return Uni.createFrom().voidItem();
        }
        return runNow().onFailure().invoke(failure -> LOG.warnf("daily pass: tenants not read (%s)", failure.toString()))
                .onFailure().recoverWithNull();
    }

    /** One pass now: what the schedule does, for a test or an operator's command. */
    public Uni<Void> runNow() {
        return tenants().onItem().transformToMulti(tenants -> Multi.createFrom().iterable(tenants))
                .onItem().transformToUniAndConcatenate(this::runFor)
                .collect().last().replaceWithVoid();
    }

    private Uni<List<String>> tenants() {
        return Connections.using(pool.get(), connection -> connection.query("SELECT erp_tenants_with_data() AS tenant_id")
                .execute()).map(rows -> {
            List<String> tenants = new ArrayList<>(rows.size());
            for (Row row : rows) {
                tenants.add(row.getString("tenant_id"));
            }
            return tenants;
        });
    }

    private Uni<Void> runFor(String tenantId) {
        Actor service = new Actor(tenantId, SERVICE_KEY, null, null);
        return Multi.createFrom().iterable(tasks)
                .onItem().transformToUniAndConcatenate(task -> units.writeAs(service, task::run)
                        .onFailure().invoke(failure -> LOG.errorf(failure, "daily pass: %s failed for tenant %s", task.name(),
                                tenantId))
                        .onFailure().recoverWithNull())
                .collect().last().replaceWithVoid();
    }
}
