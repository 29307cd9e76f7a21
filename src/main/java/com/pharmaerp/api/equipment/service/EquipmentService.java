package com.pharmaerp.api.equipment.service;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.EquipmentRoles;
import com.pharmaerp.api.equipment.domain.CleaningRules;
import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.equipment.domain.EquipmentStatus;
import com.pharmaerp.api.equipment.domain.Maintenance;
import com.pharmaerp.api.equipment.repository.EquipmentRepository;
import com.pharmaerp.api.equipment.repository.MaintenanceRepository;
import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Pieces of equipment: registered and changed by a supervisor or QA, qualified, maintained, taken out of and returned
 * to service, retired; each change audited, the signed ones bound to the piece's files.
 */
@ApplicationScoped
public class EquipmentService {

    private final EquipmentRepository equipment;
    private final MaintenanceRepository maintenance;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;
    private final Attachments attachments;

    public EquipmentService(EquipmentRepository equipment, MaintenanceRepository maintenance, ActingUser actingUser,
            SignedActions signed, BodyValidator bodies, Attachments attachments) {
        this.equipment = equipment;
        this.maintenance = maintenance;
        this.actingUser = actingUser;
        this.signed = signed;
        this.bodies = bodies;
        this.attachments = attachments;
    }

    /** A piece as registered; its code, kind, product contact, instrument and cleaning rules never change. */
    public record NewEquipment(String code, String name, String kind, String locationId, boolean productContact,
            boolean instrument, CleaningRules cleaning, Integer calibrationIntervalDays, Integer maintenanceIntervalDays) {
    }

    /** What a PATCH may change. */
    public record EquipmentChange(String name, String locationId, Integer calibrationIntervalDays,
            Integer maintenanceIntervalDays) {
    }

    /** How a list narrows: null fields do not. */
    public record ListFilter(String kind, String locationId, EquipmentStatus status, Boolean usable) {
    }

    public interface QualificationCommand extends Signed {
        LocalDate qualifiedUntil();

        String summary();

        List<String> fileIds();
    }

    public interface MaintenanceCommand {
        String kind();

        String description();

        List<String> fileIds();
    }

    public interface OutOfServiceCommand {
        String reason();
    }

    /** The role, then the piece's rules (422); a taken code (409) or an unknown location (422) is the database's. */
    public Uni<Equipment> create(UnitOfWork work, NewEquipment command) {
        actingUser.requireRole(EquipmentRoles.KEEPERS);
        Equipment created = Equipment.create(Ids.next(Equipment.ID_PREFIX), command.code(), command.name(),
                command.kind(), command.locationId(), command.productContact(), command.instrument(), command.cleaning(),
                command.calibrationIntervalDays(), command.maintenanceIntervalDays(), work.today(), work.now());
        work.record(created.created());
        return equipment.insert(work, created).replaceWith(created);
    }

    public Uni<Equipment> get(UnitOfWork work, String id) {
        return Found.require(Equipment.ID_PREFIX, id, "equipment", () -> equipment.find(work, id));
    }

    /**
     * Newest first. Status and usability are computed on the business clock, so a list filtered by them reads pages
     * of the SQL-filtered list and keeps the matching pieces until the page is full.
     */
    public Uni<Page<Equipment>> list(UnitOfWork work, ListFilter filter, Cursor after, int limit) {
        EquipmentRepository.Filter sql = new EquipmentRepository.Filter(filter.kind(), filter.locationId());
        Predicate<Equipment> wanted = e -> (filter.status() == null || e.status() == filter.status())
                && (filter.usable() == null || filter.usable() == e.blockers(work.businessNow(), work.today(), null)
                        .isEmpty());
        return collect(work, sql, wanted, after, limit, new ArrayList<>())
                .map(rows -> Page.of(rows, limit, e -> new Cursor(e.createdAt(), e.id()), e -> e));
    }

    private Uni<List<Equipment>> collect(UnitOfWork work, EquipmentRepository.Filter sql, Predicate<Equipment> wanted,
            Cursor after, int limit, List<Equipment> kept) {
        return equipment.page(work, sql, after, Page.MAX_LIMIT).chain(read -> {
            List<Equipment> rows = read.size() > Page.MAX_LIMIT ? read.subList(0, Page.MAX_LIMIT) : read;
            for (Equipment e : rows) {
                if (wanted.test(e)) {
                    kept.add(e);
                    if (kept.size() > limit) {
                        return Uni.createFrom().item(kept);
                    }
                }
            }
            if (read.size() <= Page.MAX_LIMIT) {
                return Uni.createFrom().item(kept);
            }
            Equipment last = rows.get(rows.size() - 1);
            return collect(work, sql, wanted, new Cursor(last.createdAt(), last.id()), limit, kept);
        });
    }

    /** A merge patch (404, 422), then the role (403) and If-Match (428/412). */
    public Uni<Equipment> change(UnitOfWork work, String id, Patch patch, UnaryOperator<EquipmentChange> patched) {
        return get(work, id).chain(e -> {
            EquipmentChange next = patched.apply(new EquipmentChange(e.name(), e.locationId(),
                    e.calibrationIntervalDays(), e.maintenanceIntervalDays()));
            actingUser.requireRole(EquipmentRoles.KEEPERS);
            Versions.require(patch.ifMatch(), e.version());
            return work.saveChange(e.change(next.name(), next.locationId(), next.calibrationIntervalDays(),
                    next.maintenanceIntervalDays(), work.now()), e, () -> equipment.update(work, e));
        });
    }

    /** QA signs the qualification (meaning approval; If-Match); the files named are attached first, so it binds them. */
    public Uni<Equipment> qualify(UnitOfWork work, String id, String ifMatch, QualificationCommand command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(e -> {
            SignedActions.Check check = signed.role(EquipmentRoles.QA).ifMatch(ifMatch, e.version());
            return attachments.attach(work, Equipment.NOUN, id, files(command.fileIds()))
                    .chain(() -> check.sign(work, Equipment.NOUN, id, command.signature(), Meaning.APPROVAL))
                    .chain(signature -> work.saveChange(e.qualify(command.qualifiedUntil(), command.summary().strip(),
                            signature, work.today(), work.now()), e, () -> equipment.update(work, e)));
        });
    }

    /** A supervisor records maintenance; a preventive one moves the next due date. */
    public Uni<Maintenance> maintain(UnitOfWork work, String id, MaintenanceCommand command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(e -> {
            actingUser.requireRole(EquipmentRoles.MAINTAINERS);
            Equipment.MaintenanceRecorded done = e.maintain(Ids.next(Maintenance.ID_PREFIX),
                    Maintenance.Kind.valueOf(command.kind().toUpperCase(Locale.ROOT)),
                    command.description().strip(), work.userId(), work.today(), work.businessNow(), work.now());
            return attachments.attach(work, Equipment.NOUN, id, files(command.fileIds()))
                    .chain(() -> maintenance.insert(work, id, done.maintenance()))
                    .chain(() -> work.saveChange(done.event(), done.maintenance(), () -> equipment.update(work, e)));
        });
    }

    /** A supervisor or QA takes the piece out of service (If-Match; not signed). */
    public Uni<Equipment> takeOutOfService(UnitOfWork work, String id, String ifMatch, OutOfServiceCommand command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(e -> {
            actingUser.requireRole(EquipmentRoles.KEEPERS);
            Versions.require(ifMatch, e.version());
            return work.saveChange(e.takeOutOfService(command.reason().strip(), work.now()), e,
                    () -> equipment.update(work, e));
        });
    }

    /** QA returns the piece to service (signed, meaning approval; If-Match). */
    public Uni<Equipment> returnToService(UnitOfWork work, String id, String ifMatch, Signed command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(e -> signed.role(EquipmentRoles.QA)
                .ifMatch(ifMatch, e.version()).sign(work, Equipment.NOUN, id, command.signature(), Meaning.APPROVAL)
                .chain(signature -> work.saveChange(e.returnToService(signature, work.now()), e,
                        () -> equipment.update(work, e))));
    }

    /** QA retires the piece (signed, meaning approval; If-Match): final, nothing deleted. */
    public Uni<Equipment> retire(UnitOfWork work, String id, String ifMatch, Signed command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(e -> signed.role(EquipmentRoles.QA)
                .ifMatch(ifMatch, e.version()).sign(work, Equipment.NOUN, id, command.signature(), Meaning.APPROVAL)
                .chain(signature -> work.saveChange(e.retire(signature, work.now()), e, () -> equipment.update(work, e))));
    }

    static List<String> files(List<String> fileIds) {
        return fileIds == null ? List.of() : fileIds;
    }
}
