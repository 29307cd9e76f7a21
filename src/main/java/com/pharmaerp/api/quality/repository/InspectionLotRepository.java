package com.pharmaerp.api.quality.repository;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.ChildRows;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.InspectionLotData;
import com.pharmaerp.api.quality.domain.InspectionResult;
import com.pharmaerp.api.quality.domain.UsageDecision;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Inspection lots and their results, a table of their own ({@code inspection_results_lot} reads a
 * lot's results in the order they were entered).
 */
@ApplicationScoped
public class InspectionLotRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, number, lot_id, material_id, origin, "
            + "specification_id, status, decision FROM inspection_lots";
    private static final String RESULTS = "SELECT id, inspection_lot_id, test_code, value, outcome, entered_by, entered_at, "
            + "instrument_id, valid, invalidated_by, invalidated_at, invalidation_reason, invalidation_investigation_id, invalidation_category, "
            + "invalidation_signature, version, updated_at, (SELECT o.id FROM oos_investigations o WHERE o.tenant_id = "
            + "inspection_results.tenant_id AND o.result_id = inspection_results.id) AS oos_investigation_id "
            + "FROM inspection_results";

    /** The inspection lot with its results, or null. */
    public Uni<InspectionLot> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), Read::of)
                .chain(found -> withResults(work, found));
    }

    /** Newest first, narrowed by the query ({@code inspection_lots_newest}, {@code inspection_lots_status}), with results. */
    public Uni<List<InspectionLot>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), Read::of)
                .chain(found -> withResults(work, found));
    }

    /**
     * The lot's inspection lot decided last, with its results; null when none is decided
     * ({@code inspection_lots_lot}: a lot has a handful). Decided lots never change again, so the
     * last update is the decision.
     */
    public Uni<InspectionLot> lastDecidedOf(UnitOfWork work, String lotId) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND lot_id = $2 AND status = 'decided' "
                + "ORDER BY updated_at DESC, id DESC LIMIT 1", Tuple.of(work.tenantId(), lotId), Read::of)
                .chain(found -> withResults(work, found));
    }

    /** The open inspection lot of a lot, without its results; null when it has none ({@code inspection_lots_one_open_per_lot}). */
    public Uni<InspectionLot> openOf(UnitOfWork work, String lotId) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND lot_id = $2 AND status = 'open'", Tuple.of(work.tenantId(), lotId),
                row -> Read.of(row).lot());
    }

    /** What opening an inspection lot found: its specification and number, each null when it was not opened. */
    public record Opened(String specificationId, String number) {
    }

    /**
     * Opens an inspection lot in one statement, open at version 1: against the material's approved
     * specification (the index of {@code specifications_one_approved}), numbered, unless the lot
     * already has an open one (the partial unique index {@code inspection_lots_one_open_per_lot}
     * decides, also against another pod's at the same moment). When it is not opened the caller
     * refuses, and the counter taken meanwhile rolls back with its unit.
     *
     * @return the specification found (null: none approved) and the number given (null: not opened)
     */
    public Uni<Opened> open(UnitOfWork work, String id, String lotId, String materialId, InspectionLot.Origin origin,
            Instant now) {
        return work.one("WITH specification AS (SELECT id FROM specifications WHERE tenant_id = $1 AND material_id = $5 "
                + "AND status = 'approved'), " + DocumentNumbers.nextFromSequence("$10") + ", "
                + "opened AS (INSERT INTO inspection_lots (tenant_id, id, number, lot_id, material_id, origin, specification_id, "
                + "status, version, created_at, updated_at) SELECT $1, $2::text, number.value, $3::text, $5::text, $4::text, "
                + "specification.id, $6::text, $7::integer, $8::timestamptz, $9::timestamptz FROM specification, number "
                + "ON CONFLICT (tenant_id, lot_id) WHERE status = 'open' DO NOTHING RETURNING number) "
                + "SELECT (SELECT id FROM specification) AS specification_id, (SELECT number FROM opened) AS number",
                Tuple.from(new Object[] { work.tenantId(), id, lotId, origin.id(), materialId, InspectionLot.Status.OPEN.id(),
                        1, Rows.time(now), Rows.time(now), InspectionLot.NUMBER_PREFIX }),
                row -> new Opened(row.getString("specification_id"), row.getString("number")));
    }

    /** Writes a moved inspection lot; @return false when the row is no longer at the version before this move */
    public Uni<Boolean> update(UnitOfWork work, InspectionLot i) {
        return work.update("UPDATE inspection_lots SET status = $3, decision = $4, version = $5, updated_at = $6 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $5 - 1", Tuple.from(new Object[] { work.tenantId(), i.id(),
                        i.status().id(), i.decision() == null ? null : StoredJson.write(i.decision()), i.version(),
                        Rows.time(i.updatedAt()) }))
                .map(updated -> updated == 1);
    }

    public Uni<Void> insertResult(UnitOfWork work, String inspectionLotId, InspectionResult r) {
        return work.update("INSERT INTO inspection_results (tenant_id, id, inspection_lot_id, test_code, value, outcome, "
                + "entered_by, entered_at, instrument_id, valid, version, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, "
                + "$10, $11, $12)", Tuple.from(new Object[] { work.tenantId(), r.id(), inspectionLotId, r.testCode(),
                        r.value(), r.outcome(), r.enteredBy(), Rows.time(r.enteredAt()), r.instrumentId(), r.valid(),
                        r.version(), Rows.time(r.updatedAt()) }))
                .replaceWithVoid();
    }

    /** Marks a result invalid, with who, when and why: the only change a result ever takes. */
    public Uni<Void> invalidateResult(UnitOfWork work, InspectionResult r) {
        InspectionResult.Invalidation why = r.invalidation();
        return work.update("UPDATE inspection_results SET valid = false, invalidated_by = $3, invalidated_at = $4, "
                + "invalidation_reason = $5, invalidation_investigation_id = $6, invalidation_category = $7, "
                + "invalidation_signature = $8, version = $9, updated_at = $10 WHERE tenant_id = $1 AND id = $2",
                Tuple.from(new Object[] { work.tenantId(), r.id(), why.userId(), Rows.time(why.at()), why.reason(),
                        why.investigationId(), why.category(), Signature.stored(why.signature()), r.version(),
                        Rows.time(r.updatedAt()) }))
                .replaceWithVoid();
    }

    /** One inspection lot read with its results; null stays null. */
    private Uni<InspectionLot> withResults(UnitOfWork work, Read found) {
        return found == null ? Uni.createFrom().nullItem() : withResults(work, List.of(found)).map(lots -> lots.get(0));
    }

    /** Every inspection lot's results in one query. */
    private Uni<List<InspectionLot>> withResults(UnitOfWork work, List<Read> found) {
        return ChildRows.attach(work, found, Read::id, RESULTS + " WHERE tenant_id = $1 AND inspection_lot_id = ANY($2) "
                + "ORDER BY entered_at, id", "inspection_lot_id", (read, row) -> read.results().add(result(row)))
                .map(attached -> found.stream().map(Read::lot).toList());
    }

    /** A row read, its results gathered before the inspection lot is rehydrated with them. */
    private record Read(String id, int version, Instant createdAt, Instant updatedAt, InspectionLotData data,
            InspectionLot.Status status, UsageDecision decision, List<InspectionResult> results) {

        static Read of(Row row) {
            return new Read(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                    Rows.instant(row, "updated_at"), new InspectionLotData(row.getString("number"), row.getString("lot_id"),
                            row.getString("material_id"), InspectionLot.Origin.of(row.getString("origin")),
                            row.getString("specification_id")),
                    InspectionLot.Status.of(row.getString("status")), decision(row.getString("decision")), new ArrayList<>());
        }

        InspectionLot lot() {
            return InspectionLot.rehydrate(id, version, createdAt, updatedAt, data, status, results, decision);
        }

        private static UsageDecision decision(String json) {
            return json == null ? null : StoredJson.read(json, UsageDecision.class);
        }
    }

    private static InspectionResult result(Row row) {
        boolean valid = row.getBoolean("valid");
        return new InspectionResult(row.getString("id"), row.getString("test_code"), row.getString("value"),
                row.getString("outcome"), row.getString("entered_by"), Rows.instant(row, "entered_at"),
                row.getString("instrument_id"), row.getString("oos_investigation_id"), valid,
                valid ? null : new InspectionResult.Invalidation(row.getString("invalidated_by"),
                        Rows.instant(row, "invalidated_at"), row.getString("invalidation_reason"),
                        row.getString("invalidation_investigation_id"), row.getString("invalidation_category"),
                        Signature.fromJson(row.getString("invalidation_signature"))),
                row.getInteger("version"), Rows.instant(row, "updated_at"));
    }
}
