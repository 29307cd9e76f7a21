package com.pharmaerp.api.platform.work;

import java.time.Clock;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.clock.BusinessClock;
import com.pharmaerp.api.platform.persistence.CommitOutcomeUnknown;
import com.pharmaerp.api.platform.persistence.Connections;
import com.pharmaerp.api.platform.persistence.DatabaseUnavailable;
import com.pharmaerp.api.platform.persistence.Replica;
import com.pharmaerp.api.platform.persistence.StoredTime;
import com.pharmaerp.api.platform.persistence.TransactionConflict;
import com.pharmaerp.api.platform.security.Actor;
import com.pharmaerp.api.platform.security.Caller;

import io.quarkus.arc.InjectableInstance;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.SqlConnection;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Opens units of work: the one call a request makes to reach the database. {@link #write} begins
 * the transaction, enters the caller's tenant, runs the operation, appends the events it recorded
 * to the audit chain as its last statement and commits; any failure rolls everything back, events
 * included. {@link #read} does the same without the audit step. A unit opened inside another is a
 * transaction of its own (a failed signature's record commits although the request fails).
 */
@ApplicationScoped
public class UnitsOfWork {

    /**
     * A unit enters in one statement (V16): the tenant (the second wall of tenant isolation: row-level
     * security compares each row's tenant with it), a write's Idempotency-Key advisory lock, and in the
     * sandbox the clock's offset, which most reads and writes need and which costs a round trip of its
     * own when asked for later.
     */
    private static final String ENTER = "SELECT erp_enter($1, $2, $3) AS clock_offset";

    /** How many times a unit whose plan went out of date before it took its locks runs again. */
    private static final int REPLANS = 3;

    /** Looked up when used: without a configured database the pool is inactive (503), and the service still starts. */
    private final InjectableInstance<Pool> pool;
    private final Caller caller;
    private final Clock clock;
    private final BusinessClock businessClock;
    private final AuditTrail audit;
    private final Replica replica;

    public UnitsOfWork(InjectableInstance<Pool> pool, Caller caller, Clock clock, BusinessClock businessClock,
            AuditTrail audit, Replica replica) {
        this.pool = pool;
        this.replica = replica;
        this.caller = caller;
        this.clock = clock;
        this.businessClock = businessClock;
        this.audit = audit;
    }

    /** An operation of the request that changes data, audited by the domain events it records. */
    public <T> Uni<T> write(Function<UnitOfWork, Uni<T>> operation) {
        return Uni.createFrom().deferred(() -> writeAs(Actor.of(caller), operation));
    }

    /** An operation of the request that only reads: the tenant entered once, the business date read at most once. */
    public <T> Uni<T> read(Function<UnitOfWork, Uni<T>> operation) {
        return Uni.createFrom().deferred(() -> open(pool.get(), Actor.of(caller), false, null, operation));
    }

    /**
     * A read that tolerates lag (docs/design/replica-reads.md): on the replica while it is within its
     * lag bound, else on the leader. Whatever the replica cannot answer (a record it does not have yet,
     * one not yet finished there, a failure) is asked of the leader again, so lag never shows as a
     * refusal. Never for a read that must see the caller's own write.
     */
    public <T> Uni<T> readLagTolerant(Function<UnitOfWork, Uni<T>> operation) {
        return Uni.createFrom().deferred(() -> {
            Actor actor = Actor.of(caller);
            return replica.whileWithinLag()
                    .map(replicaPool -> open(replicaPool, actor, false, null, operation)
                            .onFailure().recoverWithUni(() -> open(pool.get(), actor, false, null, operation)))
                    .orElseGet(() -> open(pool.get(), actor, false, null, operation));
        });
    }

    /** The same for work the service does on its own, outside any request (scheduled tasks, tests). */
    public <T> Uni<T> writeAs(Actor actor, Function<UnitOfWork, Uni<T>> operation) {
        return Uni.createFrom().deferred(() -> open(pool.get(), actor, true, null, operation));
    }

    /** The same for reads outside any request. */
    public <T> Uni<T> readAs(Actor actor, Function<UnitOfWork, Uni<T>> operation) {
        return Uni.createFrom().deferred(() -> open(pool.get(), actor, false, null, operation));
    }

    /**
     * A write of the request that first claims its Idempotency-Key on the connection it then runs on
     * (so the claim's backend is the one that runs it), holding the key's advisory lock from its first
     * statement to its end.
     *
     * @param claim run before the transaction begins, committed on its own; true when this request holds the key
     * @return the operation's result, or null when the key was not claimed
     */
    <T> Uni<T> writeClaiming(String idempotencyKey, Function<SqlConnection, Uni<Boolean>> claim,
            Function<UnitOfWork, Uni<T>> operation) {
        return Uni.createFrom().deferred(() -> {
            // Read before the connection comes: the pool may hand it over where the request's scope is not active.
            Actor actor = Actor.of(caller);
            return Connections.using(pool.get(), connection -> claim.apply(connection)
                    .chain(claimed -> claimed ? run(connection, actor, true, idempotencyKey, operation)
                            : Uni.createFrom().nullItem()));
        });
    }

    /**
     * One statement outside any unit of work, for a lookup that enters the tenant itself (a SQL
     * function that sets it for its own statement): one round trip instead of four.
     *
     * @return the first row mapped, or null when there is none
     */
    public <T> Uni<T> single(String sql, Tuple arguments, Function<Row, T> mapper) {
        return Uni.createFrom().deferred(() -> Connections.using(pool.get(),
                connection -> connection.preparedQuery(sql).execute(arguments))).map(rows -> {
            var iterator = rows.iterator();
            return iterator.hasNext() ? mapper.apply(iterator.next()) : null;
        });
    }

    /** A unit on a connection of the given pool (the leader's, or the replica's for a lag-tolerant read). */
    private <T> Uni<T> open(Pool on, Actor actor, boolean writes, String idempotencyKey,
            Function<UnitOfWork, Uni<T>> operation) {
        return Connections.using(on, connection -> run(connection, actor, writes, idempotencyKey, operation));
    }

    /**
     * A unit. A write is run again from its BEGIN (up to {@link #REPLANS} times) when the database found that rows it
     * planned on without locking them had changed by the time it locked them ({@link TransactionConflict#planOutdated}):
     * that attempt was rolled back whole, and the next one reads them afresh. A read locks nothing, so it has no plan
     * to go out of date and runs once.
     */
    private <T> Uni<T> run(SqlConnection connection, Actor actor, boolean writes, String idempotencyKey,
            Function<UnitOfWork, Uni<T>> operation) {
        if (!writes) {
            return attempt(connection, actor, false, idempotencyKey, operation);
        }
        return Uni.createFrom().deferred(() -> attempt(connection, actor, true, idempotencyKey, operation))
                .onFailure(TransactionConflict::planOutdated).retry().atMost(REPLANS);
    }

    /**
     * BEGIN is sent with the statement that enters the tenant, and a write's COMMIT with its last
     * statements, each in one round trip (the connection pipelines what it is given; PostgreSQL runs it
     * in order). A statement that fails in that last round trip leaves the transaction aborted, and the
     * COMMIT after it then rolls back: nothing of the write is kept. A write whose connection is lost once its COMMIT was sent fails as {@link CommitOutcomeUnknown}: the
     * database may have committed it, and the caller must not be told that nothing changed.
     */
    private <T> Uni<T> attempt(SqlConnection connection, Actor actor, boolean writes, String idempotencyKey,
            Function<UnitOfWork, Uni<T>> operation) {
        Transaction transaction = new Transaction(connection);
        Uni<T> unit = transaction.begin(enter(connection, actor, idempotencyKey)).chain(clockOffset -> {
            UnitOfWork work = new UnitOfWork(connection, actor, StoredTime.now(clock), writes, clockOffset);
            return operation.apply(work).call(() -> writes ? close(connection, actor, work, transaction)
                    : transaction.commit());
        }).onFailure().call(transaction::rollback);
        return writes ? unit.onFailure(failure -> transaction.commitSent() && DatabaseUnavailable.isUnavailable(failure))
                .transform(CommitOutcomeUnknown::new) : unit;
    }

    /** The operation's closing writes, the audit chain's append and COMMIT, sent together. */
    private Uni<Void> close(SqlConnection connection, Actor actor, UnitOfWork work, Transaction transaction) {
        List<Uni<Void>> statements = new ArrayList<>(work.closing());
        statements.add(audit.append(connection, actor, work.now(), work.events()));
        statements.add(transaction.commit());
        return Uni.combine().all().unis(statements).discardItems();
    }

    /** A unit's transaction on its connection, ended once: by COMMIT, or by ROLLBACK when it failed before. */
    private static final class Transaction {

        private final SqlConnection connection;
        private boolean ending;
        private boolean commitSent;

        Transaction(SqlConnection connection) {
            this.connection = connection;
        }

        /** BEGIN and the entering statement in one round trip; the entering statement's result. */
        Uni<Duration> begin(Uni<Duration> entering) {
            Uni<Void> begun = connection.query("BEGIN").execute().replaceWithVoid();
            return Uni.combine().all().unis(begun, entering).with((ignored, clockOffset) -> clockOffset);
        }

        /** COMMIT, marked as sent when it is queued on the connection (before any answer can come). */
        Uni<Void> commit() {
            return Uni.createFrom().deferred(() -> {
                ending = true;
                commitSent = true;
                return connection.query("COMMIT").execute().replaceWithVoid();
            });
        }

        /** Whether COMMIT was queued on the connection: from then on the transaction's outcome is the database's. */
        boolean commitSent() {
            return commitSent;
        }

        /** After a failure: ROLLBACK, unless COMMIT was sent, which then ends the aborted transaction itself. */
        Uni<Void> rollback() {
            if (ending) {
                return Uni.createFrom().voidItem();
            }
            ending = true;
            return connection.query("ROLLBACK").execute().replaceWithVoid().onFailure().recoverWithNull();
        }
    }

    /** @return the sandbox clock's offset, or zero outside the sandbox */
    private Uni<Duration> enter(SqlConnection connection, Actor actor, String idempotencyKey) {
        return connection.preparedQuery(ENTER).execute(Tuple.of(actor.tenantId(), idempotencyKey,
                businessClock.movable())).map(rows -> {
                    Long micros = rows.iterator().next().getLong("clock_offset");
                    return micros == null ? Duration.ZERO : Duration.of(micros, ChronoUnit.MICROS);
                });
    }
}
