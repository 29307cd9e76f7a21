package com.pharmaerp.api.qms.repository;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.ChildRows;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.domain.Capa;
import com.pharmaerp.api.qms.domain.CapaAction;
import com.pharmaerp.api.qms.domain.CapaSource;
import com.pharmaerp.api.qms.domain.EffectivenessCheck;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * CAPAs with their sources ({@code capa_sources}, written once) and actions ({@code capa_actions},
 * written with the CAPA on every move, one statement however many).
 */
@ApplicationScoped
public class CapaRepository {

    private static final TypeReference<List<CapaAction.Extension>> EXTENSIONS = new TypeReference<>() {
    };
    private static final String SELECT = "SELECT id, version, created_at, updated_at, number, title, description, owner_id, "
            + "status, created_by, implementation, implemented_on, effectiveness_check, verdict, follow_up_capa_id, closing, "
            + "cancellation FROM capas";
    private static final String SOURCES = "SELECT capa_id, type, source_id, reference FROM capa_sources WHERE tenant_id = $1 "
            + "AND capa_id = ANY($2) ORDER BY capa_id, position";
    private static final String ACTIONS = "SELECT capa_id, id, line_no, kind, description, owner_id, due_on, status, "
            + "completion, extensions, cancellation FROM capa_actions WHERE tenant_id = $1 AND capa_id = ANY($2) "
            + "ORDER BY capa_id, line_no";
    /** An open action of the CAPA past its due date ({@code capa_actions_open_due}). */
    private static final String OVERDUE = "(status = 'open' AND EXISTS (SELECT 1 FROM capa_actions a "
            + "WHERE a.tenant_id = capas.tenant_id AND a.capa_id = capas.id AND a.status = 'open' AND a.due_on < ?))";

    /** The CAPA with its sources and actions, or null. */
    public Uni<Capa> find(UnitOfWork work, String id) {
        return one(work, SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id));
    }

    /**
     * The CAPA whose effectiveness check is due by the business date, locked for this unit, or null. The row
     * lock is the claim: a second pod asking at the same moment waits, then reads the check evaluated and
     * finds nothing due.
     */
    public Uni<Capa> lockDue(UnitOfWork work, String id, LocalDate today) {
        return one(work, SELECT + " WHERE tenant_id = $1 AND id = $2 AND check_status = 'scheduled' "
                + "AND check_window_ends_on <= $3 FOR UPDATE", Tuple.of(work.tenantId(), id, today));
    }

    /** The ids of the CAPAs whose checks are due by the business date ({@code capas_check_due}). */
    public Uni<List<String>> dueChecks(UnitOfWork work, LocalDate today) {
        return work.list("SELECT id FROM capas WHERE tenant_id = $1 AND check_status = 'scheduled' "
                + "AND check_window_ends_on <= $2 ORDER BY check_window_ends_on, id", Tuple.of(work.tenantId(), today),
                row -> row.getString("id"));
    }

    private Uni<Capa> one(UnitOfWork work, String sql, Tuple arguments) {
        return work.one(sql, arguments, row -> row).chain(row -> row == null ? Uni.createFrom().nullItem()
                : withParts(work, List.of(row)).map(found -> found.get(0)));
    }

    /** Newest first ({@code capas_newest}), each with its sources and actions. */
    public Uni<List<Capa>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), row -> row)
                .chain(rows -> withParts(work, rows));
    }

    /** The condition of a list narrowed to CAPAs naming a record among their sources ({@code capa_sources_source}). */
    public static String naming() {
        return "id IN (SELECT s.capa_id FROM capa_sources s WHERE s.tenant_id = capas.tenant_id AND s.source_id = ?)";
    }

    /** The condition of a list narrowed to CAPAs with an overdue action on the business date bound. */
    public static String overdue() {
        return OVERDUE;
    }

    /** The condition of a list narrowed to CAPAs without one. */
    public static String notOverdue() {
        return "NOT " + OVERDUE;
    }

    /** Whether a CAPA that is not cancelled names the record among its sources ({@code capa_sources_source}). */
    public Uni<Boolean> named(UnitOfWork work, String sourceType, String sourceId) {
        return work.one("SELECT EXISTS (SELECT 1 FROM capa_sources s JOIN capas c ON c.tenant_id = s.tenant_id "
                + "AND c.id = s.capa_id WHERE s.tenant_id = $1 AND s.source_id = $2 AND s.type = $3 "
                + "AND c.status <> 'cancelled') AS named", Tuple.of(work.tenantId(), sourceId, sourceType),
                row -> row.getBoolean("named"));
    }

    /** Whether the tenant has the CAPA, in any status. */
    public Uni<Boolean> exists(UnitOfWork work, String id) {
        return work.one("SELECT EXISTS (SELECT 1 FROM capas WHERE tenant_id = $1 AND id = $2) AS found",
                Tuple.of(work.tenantId(), id), row -> row.getBoolean("found"));
    }

    /** An open action past its due date whose overdue notice this unit claimed. */
    public record OverdueAction(String actionId, String capaId, String capaNumber, int lineNo, String ownerId,
            LocalDate dueOn) {
    }

    /**
     * Claims the open actions of open CAPAs past their due date not yet noticed, marking them noticed
     * ({@code capa_actions_open_due}): a conditional update, so a second pod claims none of them.
     */
    public Uni<List<OverdueAction>> claimOverdue(UnitOfWork work, LocalDate today) {
        return work.list("UPDATE capa_actions a SET overdue_notified_on = $2 FROM capas c WHERE a.tenant_id = $1 "
                + "AND a.status = 'open' AND a.due_on < $2 AND a.overdue_notified_on IS NULL AND c.tenant_id = a.tenant_id "
                + "AND c.id = a.capa_id AND c.status = 'open' RETURNING a.id, a.capa_id, c.number, a.line_no, a.owner_id, a.due_on",
                Tuple.of(work.tenantId(), today), row -> new OverdueAction(row.getString("id"), row.getString("capa_id"),
                        row.getString("number"), row.getInteger("line_no"), row.getString("owner_id"),
                        row.getLocalDate("due_on")));
    }

    private static Uni<List<Capa>> withParts(UnitOfWork work, List<Row> rows) {
        Map<String, List<CapaSource>> sources = new HashMap<>();
        Map<String, List<CapaAction>> actions = new HashMap<>();
        rows.forEach(row -> {
            sources.put(idOf(row), new ArrayList<>());
            actions.put(idOf(row), new ArrayList<>());
        });
        return ChildRows.attach(work, rows, CapaRepository::idOf, SOURCES, "capa_id", (row, child) -> sources.get(idOf(row))
                .add(new CapaSource(CapaSource.Type.of(child.getString("type")), child.getString("source_id"),
                        child.getString("reference"))))
                .chain(() -> ChildRows.attach(work, rows, CapaRepository::idOf, ACTIONS, "capa_id",
                        (row, child) -> actions.get(idOf(row)).add(action(child))))
                .map(attached -> rows.stream().map(row -> capa(row, sources.get(idOf(row)), actions.get(idOf(row))))
                        .toList());
    }

    private static String idOf(Row row) {
        return row.getString("id");
    }

    /** A new CAPA and its sources. */
    public Uni<Void> insert(UnitOfWork work, Capa c) {
        List<CapaSource> sources = c.sources();
        return work.update("INSERT INTO capas (tenant_id, id, number, title, description, owner_id, status, created_by, "
                + "version, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                Tuple.from(new Object[] { work.tenantId(), c.id(), c.number(), c.title(), c.description(), c.ownerId(),
                        c.status().id(), c.createdBy(), c.version(), Rows.time(c.createdAt()), Rows.time(c.updatedAt()) }))
                .chain(() -> work.update("INSERT INTO capa_sources (tenant_id, capa_id, position, type, source_id, reference) "
                        + "SELECT $1, $2, s.* FROM unnest($3::integer[], $4::text[], $5::text[], $6::text[]) AS s",
                        Tuple.from(new Object[] { work.tenantId(), c.id(), Rows.positions(sources.size()),
                                sources.stream().map(s -> s.type().id()).toArray(String[]::new),
                                sources.stream().map(CapaSource::id).toArray(String[]::new),
                                sources.stream().map(CapaSource::reference).toArray(String[]::new) })))
                .replaceWithVoid();
    }

    /**
     * The CAPA after a move, and its actions (new ones inserted, the others updated; an overdue notice
     * already given stays).
     *
     * @return false when the row is no longer at the version before this change
     */
    public Uni<Boolean> update(UnitOfWork work, Capa c) {
        EffectivenessCheck check = c.effectivenessCheck();
        return work.update("UPDATE capas SET status = $3, implementation = $4, implemented_on = $5, "
                + "effectiveness_check = $6, check_status = $7, check_window_ends_on = $8, verdict = $9, "
                + "follow_up_capa_id = $10, closing = $11, cancellation = $12, version = $13, updated_at = $14 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $13 - 1", Tuple.from(new Object[] { work.tenantId(), c.id(),
                        c.status().id(), Signature.stored(c.implementation()), c.implementedOn(),
                        check == null ? null : StoredJson.write(check.stored()),
                        check == null ? null : check.status().id(), check == null ? null : check.windowEndsOn(),
                        c.verdict() == null ? null : c.verdict().id(), c.followUpCapaId(), Signature.stored(c.closing()),
                        Signature.stored(c.cancellation()), c.version(), Rows.time(c.updatedAt()) }))
                .chain(updated -> updated != 1 ? Uni.createFrom().item(false)
                        : writeActions(work, c).replaceWith(true));
    }

    private static Uni<Integer> writeActions(UnitOfWork work, Capa c) {
        List<CapaAction> actions = c.actions();
        if (actions.isEmpty()) {
            return Uni.createFrom().item(0);
        }
        return work.update("INSERT INTO capa_actions (tenant_id, capa_id, id, line_no, kind, description, owner_id, due_on, "
                + "status, completion, extensions, cancellation) SELECT $1, $2, a.* FROM unnest($3::text[], $4::integer[], "
                + "$5::text[], $6::text[], $7::text[], $8::date[], $9::text[], $10::text[], $11::text[], $12::text[]) AS a "
                + "ON CONFLICT (tenant_id, id) DO UPDATE SET due_on = excluded.due_on, status = excluded.status, "
                + "completion = excluded.completion, extensions = excluded.extensions, cancellation = excluded.cancellation",
                Tuple.from(new Object[] { work.tenantId(), c.id(), actions.stream().map(CapaAction::id).toArray(String[]::new),
                        actions.stream().map(CapaAction::lineNo).toArray(Integer[]::new),
                        actions.stream().map(a -> a.kind().id()).toArray(String[]::new),
                        actions.stream().map(CapaAction::description).toArray(String[]::new),
                        actions.stream().map(CapaAction::ownerId).toArray(String[]::new),
                        actions.stream().map(CapaAction::dueOn).toArray(LocalDate[]::new),
                        actions.stream().map(a -> a.status().id()).toArray(String[]::new),
                        actions.stream().map(a -> a.completion() == null ? null : StoredJson.write(a.completion()))
                                .toArray(String[]::new),
                        actions.stream().map(a -> StoredJson.write(a.extensions())).toArray(String[]::new),
                        actions.stream().map(a -> Signature.stored(a.cancellation())).toArray(String[]::new) }));
    }

    private static CapaAction action(Row row) {
        String completion = row.getString("completion");
        return CapaAction.rehydrate(row.getString("id"), row.getInteger("line_no"), CapaAction.Kind.of(row.getString("kind")),
                row.getString("description"), row.getString("owner_id"), row.getLocalDate("due_on"),
                CapaAction.Status.of(row.getString("status")),
                completion == null ? null : StoredJson.read(completion, CapaAction.Completion.class),
                StoredJson.read(row.getString("extensions"), EXTENSIONS), Signature.fromJson(row.getString("cancellation")));
    }

    private static Capa capa(Row row, List<CapaSource> sources, List<CapaAction> actions) {
        String check = row.getString("effectiveness_check");
        String verdict = row.getString("verdict");
        return Capa.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("number"), new Capa.Data(row.getString("title"),
                        row.getString("description"), row.getString("owner_id"), sources),
                row.getString("created_by"), Capa.Status.of(row.getString("status")), actions,
                Signature.fromJson(row.getString("implementation")), row.getLocalDate("implemented_on"),
                check == null ? null : StoredJson.read(check, EffectivenessCheck.Stored.class).check(),
                verdict == null ? null : Capa.Verdict.of(verdict), row.getString("follow_up_capa_id"),
                Signature.fromJson(row.getString("closing")), Signature.fromJson(row.getString("cancellation")));
    }
}
