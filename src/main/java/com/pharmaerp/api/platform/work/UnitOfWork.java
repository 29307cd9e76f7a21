package com.pharmaerp.api.platform.work;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.clock.BusinessClock;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.Actor;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.RowSet;
import io.vertx.mutiny.sqlclient.SqlClient;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * One operation against the database, opened once per request by {@link UnitsOfWork}: one
 * connection in one transaction that has entered the caller's tenant, with what every step of the
 * operation needs, so none of it is threaded through signatures: who acts ({@link Actor}), the stored
 * {@link #now()}, the tenant's business date (read at most once, when first asked for) and, for a
 * write, the ordered domain events the operation caused. A write's last statement appends those
 * events to the tenant's audit chain; nothing else writes audit events.
 */
public final class UnitOfWork {

    private final SqlConnection connection;
    private final Actor actor;
    private final Instant now;
    private final boolean writes;
    /** The sandbox clock's offset, read on entering; zero outside the sandbox, where business time is real time. */
    private final Duration clockOffset;
    private final List<DomainEvent> events = new ArrayList<>();
    private final List<Uni<Void>> closing = new ArrayList<>();
    private LocalDate today;

    UnitOfWork(SqlConnection connection, Actor actor, Instant now, boolean writes, Duration clockOffset) {
        this.connection = connection;
        this.actor = actor;
        this.now = now;
        this.writes = writes;
        this.clockOffset = clockOffset;
    }

    /** The tenant whose rows this unit reads and writes; every statement names it. */
    public String tenantId() {
        return actor.tenantId();
    }

    public Actor actor() {
        return actor;
    }

    /** The acting user of a write; null for reads and a tenant's bootstrap. */
    public String userId() {
        return actor.userId();
    }

    /** One instant for the whole operation, to the microsecond PostgreSQL keeps. */
    public Instant now() {
        return now;
    }

    /**
     * Business time: {@link #now()} moved by the sandbox clock's offset (none in production), for rules that count
     * hours of business time, such as equipment hold times.
     */
    public Instant businessNow() {
        return now.plus(clockOffset);
    }

    /** The tenant's business date (the sandbox clock's offset applied), computed once per unit. */
    public LocalDate today() {
        if (today == null) {
            today = BusinessClock.today(now, clockOffset);
        }
        return today;
    }

    /** A domain event the operation caused, appended to the audit chain in this order at commit. */
    public void record(DomainEvent event) {
        if (!writes) {
            throw new IllegalStateException("a read records no event: " + event.type());
        }
        events.add(event);
    }

    /** A typed event a transition returned, appended as its audit entry. */
    public void record(Event event) {
        record(DomainEvent.of(event));
    }

    public void record(List<DomainEvent> caused) {
        caused.forEach(this::record);
    }

    /**
     * A change of one record: its event recorded and the record written by {@code write}, a
     * conditional update (412 when another writer moved the record meanwhile). A change that
     * changes nothing (a PATCH of the same values) records and writes nothing: the version stays.
     * This is how a service saves a transition's event and record; only a write whose record's events
     * were recorded by steps before it (an order's completion after its output movement) checks the
     * written version itself.
     */
    public <T> Uni<T> saveChange(Event changed, T changedRecord, Supplier<Uni<Boolean>> write) {
        return saveChange(changed == null ? null : DomainEvent.of(changed), changedRecord, write);
    }

    public <T> Uni<T> saveChange(DomainEvent changed, T changedRecord, Supplier<Uni<Boolean>> write) {
        if (changed == null) {
            return Uni.createFrom().item(changedRecord);
        }
        record(changed);
        return write.get().map(written -> Versions.written(written, changedRecord));
    }

    /**
     * A last write of the operation that nothing after it reads (an idempotent response's record): sent
     * with the audit chain's append and COMMIT in one round trip instead of before them, so the rows the
     * operation locked are held one round trip less. Statements run in the order given.
     */
    public void closeWith(String sql, Tuple arguments) {
        closing.add(execute(sql, arguments).replaceWithVoid());
    }

    /** The writes given to {@link #closeWith}, not yet sent. */
    List<Uni<Void>> closing() {
        return closing;
    }

    /** What the operation caused so far, in order. */
    public List<DomainEvent> events() {
        return Collections.unmodifiableList(events);
    }

    /**
     * Queues, on every pod, the units of the tenant that hold the same named lock: a transaction-scoped
     * advisory lock, released when this unit ends, for a rule that no row can hold (the approvals of
     * one material's revisions).
     */
    public Uni<Void> holdLock(String name) {
        return execute("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", Tuple.of(tenantId() + "/" + name))
                .replaceWithVoid();
    }

    /**
     * The shared side of a named lock: units holding it shared run side by side, and one that takes it
     * whole with {@link #holdLock} waits for them to end and makes the next ones wait for it. Take it
     * before any row lock, in a statement of its own, so the statements after it see what the other
     * side committed.
     */
    public Uni<Void> holdLockShared(String name) {
        return execute("SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 0))", Tuple.of(tenantId() + "/" + name))
                .replaceWithVoid();
    }

    /** A prepared statement with its arguments ($1, $2, ...). */
    public Uni<RowSet<Row>> execute(String sql, Tuple arguments) {
        return connection.preparedQuery(sql).execute(arguments);
    }

    /** The number of rows a statement changed. */
    public Uni<Integer> update(String sql, Tuple arguments) {
        return execute(sql, arguments).map(RowSet::rowCount);
    }

    /** The first row of a query mapped, or null when it returns none. */
    public <T> Uni<T> one(String sql, Tuple arguments, Function<Row, T> mapper) {
        return execute(sql, arguments).map(rows -> {
            var iterator = rows.iterator();
            return iterator.hasNext() ? mapper.apply(iterator.next()) : null;
        });
    }

    /** Every row of a query mapped, in the query's order. */
    public <T> Uni<List<T>> list(String sql, Tuple arguments, Function<Row, T> mapper) {
        return execute(sql, arguments).map(rows -> {
            List<T> mapped = new ArrayList<>(rows.size());
            for (Row row : rows) {
                mapped.add(mapper.apply(row));
            }
            return mapped;
        });
    }

    /** The unit's connection, for a platform reader that takes any SQL client (the business clock). */
    public SqlClient sql() {
        return connection;
    }
}
