package com.pharmaerp.api.equipment.repository;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.domain.Calibration;
import com.pharmaerp.api.equipment.domain.Claim;
import com.pharmaerp.api.equipment.domain.Cleaning;
import com.pharmaerp.api.equipment.domain.CleaningRules;
import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.equipment.domain.Qualification;
import com.pharmaerp.api.equipment.domain.Use;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Pieces of equipment, and the use rows their claims write. */
@ApplicationScoped
public class EquipmentRepository {

    /** The prefix of a use row's id. */
    public static final String USE_ID_PREFIX = "use";

    private static final String COLUMNS = "id, version, created_at, updated_at, code, name, kind, location_id, "
            + "product_contact, instrument, clean_hold_hours, dirty_hold_hours, max_campaign_batches, "
            + "calibration_interval_days, maintenance_interval_days, qualification, out_of_service_reason, service_return, "
            + "retirement, "
            + "clean_since, dirty_since, pending_cleaning_id, last_cleaning, campaign_batches, calibration_due_on, "
            + "calibration_failed, last_calibration, maintenance_due_on, claim, deviation_id";
    private static final String SELECT = "SELECT " + COLUMNS + " FROM equipment";

    /** What a list may filter on in SQL; status and usability are computed, so the service filters those. */
    public record Filter(String kind, String locationId) {
    }

    /** The piece, or null. */
    public Uni<Equipment> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                EquipmentRepository::equipment);
    }

    /** The piece under its row lock, or null: a claim that lost a race reads it again so. */
    public Uni<Equipment> findForUpdate(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2 FOR UPDATE", Tuple.of(work.tenantId(), id),
                EquipmentRepository::equipment);
    }

    /** The pieces an order holds, locked, in id order ({@code equipment_claimed_by}). */
    public Uni<List<Equipment>> claimedBy(UnitOfWork work, String orderId) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND claimed_by = $2 ORDER BY id FOR UPDATE",
                Tuple.of(work.tenantId(), orderId), EquipmentRepository::equipment);
    }

    /** Newest first ({@code equipment_newest}). */
    public Uni<List<Equipment>> page(UnitOfWork work, Filter filter, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("kind", filter.kind()).equal("location_id",
                filter.locationId());
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), EquipmentRepository::equipment);
    }

    public Uni<Void> insert(UnitOfWork work, Equipment e) {
        CleaningRules cleaning = e.cleaning();
        return work.update("INSERT INTO equipment (tenant_id, id, code, name, kind, location_id, product_contact, "
                + "instrument, clean_hold_hours, dirty_hold_hours, max_campaign_batches, calibration_interval_days, "
                + "maintenance_interval_days, maintenance_due_on, version, created_at, updated_at) VALUES ($1, $2, $3, $4, "
                + "$5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)", Tuple.from(new Object[] {
                        work.tenantId(), e.id(), e.code(), e.name(), e.kind(), e.locationId(), e.productContact(),
                        e.instrument(), cleaning == null ? null : cleaning.cleanHoldHours(),
                        cleaning == null ? null : cleaning.dirtyHoldHours(),
                        cleaning == null ? null : cleaning.maxCampaignBatches(), e.calibrationIntervalDays(),
                        e.maintenanceIntervalDays(), e.maintenanceDueOn(), e.version(), Rows.time(e.createdAt()),
                        Rows.time(e.updatedAt()) }))
                .replaceWithVoid();
    }

    /** @return false when the row is no longer at the version before this change */
    public Uni<Boolean> update(UnitOfWork work, Equipment e) {
        return work.update("UPDATE equipment SET " + SET + " WHERE tenant_id = $1 AND id = $2 AND version = $3 - 1",
                changes(work, e)).map(updated -> updated == 1);
    }

    /**
     * The claim and its use row in one statement, written only when the piece is still at the version read: a claim
     * that lost a race to another pod writes nothing and reads the piece again under its lock.
     *
     * @return false when another writer moved the piece meanwhile
     */
    public Uni<Boolean> claim(UnitOfWork work, Equipment e, Use use) {
        Tuple arguments = changes(work, e);
        arguments.addString(Ids.next(USE_ID_PREFIX)).addString(use.type().code()).addString(use.recordId())
                .addString(use.number()).addString(use.lotId()).addString(use.lotNumber())
                .addOffsetDateTime(Rows.time(e.claim().since())).addOffsetDateTime(Rows.time(work.now()))
                .addString(work.userId());
        return work.update("WITH claimed AS (UPDATE equipment SET " + SET + " WHERE tenant_id = $1 AND id = $2 AND "
                + "version = $3 - 1 RETURNING tenant_id, id) INSERT INTO equipment_uses (tenant_id, id, equipment_id, "
                + "use_type, record_id, record_number, lot_id, lot_number, used_from, recorded_at, recorded_by) SELECT tenant_id, $"
                + (FIRST_USE_ARGUMENT) + ", id, $" + (FIRST_USE_ARGUMENT + 1) + ", $" + (FIRST_USE_ARGUMENT + 2) + ", $"
                + (FIRST_USE_ARGUMENT + 3) + ", $" + (FIRST_USE_ARGUMENT + 4) + ", $" + (FIRST_USE_ARGUMENT + 5) + ", $"
                + (FIRST_USE_ARGUMENT + 6) + ", $" + (FIRST_USE_ARGUMENT + 7) + ", $" + (FIRST_USE_ARGUMENT + 8)
                + " FROM claimed", arguments)
                .map(inserted -> inserted == 1);
    }

    /** Closes an order's open uses of the piece at {@code until} (business time; {@code equipment_uses_open}). */
    public Uni<Void> closeUses(UnitOfWork work, String orderId, Instant until) {
        return work.update("UPDATE equipment_uses SET used_to = $3 WHERE tenant_id = $1 AND record_id = $2 AND used_to "
                + "IS NULL", Tuple.of(work.tenantId(), orderId, Rows.time(until))).replaceWithVoid();
    }

    /** An instrument's use for an inspection lot's result, from and to the same business instant. */
    public Uni<Void> insertInstantUse(UnitOfWork work, String equipmentId, Use use, Instant at) {
        return work.update("INSERT INTO equipment_uses (tenant_id, id, equipment_id, use_type, record_id, record_number, "
                + "lot_id, lot_number, used_from, used_to, recorded_at, recorded_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, "
                + "$9, $9, $10, $11)", Tuple.from(new Object[] { work.tenantId(), Ids.next(USE_ID_PREFIX), equipmentId,
                        use.type().code(), use.recordId(), use.number(), use.lotId(), use.lotNumber(), Rows.time(at),
                        Rows.time(work.now()), work.userId() }))
                .replaceWithVoid();
    }

    /** A piece dirty past its hold, claimed once for the daily pass, with the last order that used it. */
    public record Breach(String id, String code, Instant dirtySince, int dirtyHoldHours, String lastOrderId,
            String lastOrderNumber) {
    }

    /**
     * Claims each dirty-hold breach not yet noticed: dirty longer than its hold at the business time and no cleaning
     * begun. The conditional update marks the dirty period, so a second pod finds nothing ({@code equipment_dirty}).
     */
    public Uni<List<Breach>> claimHoldBreaches(UnitOfWork work, Instant businessNow) {
        return work.list("UPDATE equipment SET breach_dirty_since = dirty_since WHERE tenant_id = $1 AND dirty_since IS "
                + "NOT NULL AND pending_cleaning_id IS NULL AND retirement IS NULL AND dirty_since + make_interval(hours "
                + "=> dirty_hold_hours) < $2 AND breach_dirty_since IS DISTINCT FROM dirty_since RETURNING id, code, "
                + "dirty_since, dirty_hold_hours, last_order_id, last_order_number", Tuple.of(work.tenantId(),
                        Rows.time(businessNow)),
                row -> new Breach(row.getString("id"), row.getString("code"), Rows.instant(row, "dirty_since"),
                        row.getInteger("dirty_hold_hours"), row.getString("last_order_id"),
                        row.getString("last_order_number")));
    }

    /** A due date the daily pass gives notice of, once. */
    public record DueDate(String id, LocalDate dueOn) {
    }

    /** Claims the calibrations falling due by {@code through} not yet noticed for that date. */
    public Uni<List<DueDate>> claimCalibrationsDue(UnitOfWork work, LocalDate through) {
        return work.list("UPDATE equipment SET calibration_notice_on = calibration_due_on WHERE tenant_id = $1 AND "
                + "calibration_due_on <= $2 AND retirement IS NULL AND calibration_notice_on IS DISTINCT FROM "
                + "calibration_due_on RETURNING id, calibration_due_on", Tuple.of(work.tenantId(), through),
                row -> new DueDate(row.getString("id"), row.getLocalDate("calibration_due_on")));
    }

    /** Claims the maintenance falling due by {@code through} not yet noticed for that date. */
    public Uni<List<DueDate>> claimMaintenanceDue(UnitOfWork work, LocalDate through) {
        return work.list("UPDATE equipment SET maintenance_notice_on = maintenance_due_on WHERE tenant_id = $1 AND "
                + "maintenance_due_on <= $2 AND retirement IS NULL AND maintenance_notice_on IS DISTINCT FROM "
                + "maintenance_due_on RETURNING id, maintenance_due_on", Tuple.of(work.tenantId(), through),
                row -> new DueDate(row.getString("id"), row.getLocalDate("maintenance_due_on")));
    }

    private static final String SET = "version = $3, updated_at = $4, name = $5, location_id = $6, "
            + "calibration_interval_days = $7, maintenance_interval_days = $8, qualification = $9, qualified_until = $10, "
            + "out_of_service_reason = $11, retirement = $12, clean_since = $13, dirty_since = $14, "
            + "pending_cleaning_id = $15, last_cleaning = $16, campaign_batches = $17, calibration_due_on = $18, "
            + "calibration_failed = $19, last_calibration = $20, maintenance_due_on = $21, claim = $22, claimed_by = $23, "
            + "last_order_id = coalesce($23, last_order_id), last_order_number = coalesce($24, last_order_number), "
            + "deviation_id = $25, service_return = $26";
    private static final int FIRST_USE_ARGUMENT = 27;

    private static Tuple changes(UnitOfWork work, Equipment e) {
        Claim claim = e.claim();
        Qualification qualification = e.qualification();
        return Tuple.from(new Object[] { work.tenantId(), e.id(), e.version(), Rows.time(e.updatedAt()), e.name(),
                e.locationId(), e.calibrationIntervalDays(), e.maintenanceIntervalDays(), json(qualification),
                qualification == null ? null : qualification.qualifiedUntil(), e.outOfServiceReason(),
                json(e.retirement()), Rows.time(e.cleanSince()), Rows.time(e.dirtySince()), e.pendingCleaningId(),
                json(e.lastCleaning()), e.campaignBatches(), e.calibrationDueOn(), e.calibrationFailed(),
                json(e.lastCalibration()), e.maintenanceDueOn(), json(claim), claim == null ? null : claim.orderId(),
                claim == null ? null : claim.number(), e.deviationId(), json(e.serviceReturn()) });
    }

    private static String json(Object value) {
        return value == null ? null : StoredJson.write(value);
    }

    private static <T> T read(Row row, String column, Class<T> type) {
        String json = row.getString(column);
        return json == null ? null : StoredJson.read(json, type);
    }

    private static Equipment equipment(Row row) {
        Integer cleanHold = row.getInteger("clean_hold_hours");
        CleaningRules cleaning = cleanHold == null ? null : new CleaningRules(cleanHold,
                row.getInteger("dirty_hold_hours"), row.getInteger("max_campaign_batches"));
        Equipment.History history = new Equipment.History(read(row, "qualification", Qualification.class),
                row.getString("out_of_service_reason"), read(row, "service_return", Signature.class),
                read(row, "retirement", Signature.class),
                Rows.instant(row, "clean_since"), Rows.instant(row, "dirty_since"), row.getString("pending_cleaning_id"),
                read(row, "last_cleaning", Cleaning.LastCleaning.class), row.getInteger("campaign_batches"),
                row.getLocalDate("calibration_due_on"), row.getBoolean("calibration_failed"),
                read(row, "last_calibration", Calibration.Last.class), row.getLocalDate("maintenance_due_on"),
                read(row, "claim", Claim.class), row.getString("deviation_id"));
        return Equipment.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("code"), row.getString("name"), row.getString("kind"),
                row.getString("location_id"), row.getBoolean("product_contact"), row.getBoolean("instrument"), cleaning,
                row.getInteger("calibration_interval_days"), row.getInteger("maintenance_interval_days"), history);
    }
}
