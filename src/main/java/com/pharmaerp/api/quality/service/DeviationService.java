package com.pharmaerp.api.quality.service;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.HoldBreaches;
import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.SharedRoles;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.CapaCoverage;
import com.pharmaerp.api.quality.QualityRoles;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.domain.DeviationData;
import com.pharmaerp.api.quality.domain.DeviationEvent;
import com.pharmaerp.api.quality.repository.DeviationRepository;

import io.smallrye.mutiny.Uni;

/**
 * Deviations: anyone opens one; QA triages it, someone other than the triager investigates it, and QA
 * other than the investigator closes it (or QA cancels it), each signed where the design says.
 */
@ApplicationScoped
public class DeviationService {

    /** QA's triage. */
    public interface Triage extends Signed {

        String classification();

        Boolean capaRequired();

        /** Required when no CAPA is needed for a major or critical deviation. */
        String rationale();

        /** Null to keep the due date; else only earlier. */
        LocalDate dueOn();
    }

    /** The investigation of a triaged deviation. */
    public interface Investigation {

        String rootCauseCategory();

        String rootCause();

        String impactAssessment();

        List<String> affectedLotIds();
    }

    /** Who investigates: QA, a supervisor or a QC analyst. */
    static final List<Role> INVESTIGATORS = List.of(SharedRoles.QA, SharedRoles.SUPERVISOR, QualityRoles.QC_ANALYST);

    private final DeviationRepository deviations;
    private final DocumentNumbers numbers;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;
    private final CapaCoverage capas;
    private final int dueDays;

    public DeviationService(DeviationRepository deviations, DocumentNumbers numbers, ActingUser actingUser,
            SignedActions signed, BodyValidator bodies, CapaCoverage capas, ErpConfig config) {
        this.deviations = deviations;
        this.numbers = numbers;
        this.actingUser = actingUser;
        this.signed = signed;
        this.bodies = bodies;
        this.capas = capas;
        this.dueDays = config.quality().deviationDueDays();
    }

    /** Anyone with a role opens one; it gets the next number and falls due erp.quality.deviation-due-days later. */
    public Uni<Deviation> create(UnitOfWork work, DeviationData data) {
        actingUser.requireRole(QualityRoles.anyone());
        return open(work, data, work.userId());
    }

    /**
     * The service's own deviation for a piece of equipment left dirty past its dirty hold (the daily pass), naming the
     * piece and the last order that used it; classification is QA's triage, as for any deviation.
     */
    public Uni<Deviation> openForHoldBreach(UnitOfWork work, HoldBreaches.Breach breach) {
        String lastUse = breach.lastOrderId() == null ? "" : "; last used by production order "
                + breach.lastOrderNumber();
        DeviationData data = new DeviationData("Equipment " + breach.code() + " has been dirty since "
                + breach.dirtySince() + " (business time), beyond its dirty hold of " + breach.dirtyHoldHours()
                + " hours, without a cleaning" + lastUse + ".", breach.lastOrderId() == null
                        ? List.of(breach.equipmentId()) : List.of(breach.equipmentId(), breach.lastOrderId()),
                LocalDate.ofInstant(breach.dirtySince().plus(Duration.ofHours(breach.dirtyHoldHours())), ZoneOffset.UTC));
        return open(work, data, work.actor().keyId());
    }

    /**
     * The deviation another module's record opens as it accepts an exception (a batch step outside its limits), in
     * the same unit of work, reported by the acting user; classification is QA's triage, as for any deviation.
     */
    public Uni<Deviation> openForException(UnitOfWork work, DeviationData data) {
        return open(work, data, work.userId());
    }

    private Uni<Deviation> open(UnitOfWork work, DeviationData data, String reportedBy) {
        return numbers.next(work, Deviation.NUMBER_PREFIX).chain(number -> {
            Deviation deviation = Deviation.open(Ids.next(Deviation.ID_PREFIX), number, data, reportedBy,
                    work.today().plusDays(dueDays), work.now());
            work.record(deviation.opened());
            return deviations.insert(work, deviation).replaceWith(deviation);
        });
    }

    /** The deviation of the tenant; 404 when there is none. */
    public Uni<Deviation> get(UnitOfWork work, String id) {
        return Found.require(Deviation.ID_PREFIX, id, Deviation.NOUN, () -> deviations.find(work, id));
    }

    /**
     * @param status null for every status
     * @param reference null, or an id the deviations must name in their references
     * @param overdue null for all; true for those due before the business date and neither closed nor cancelled
     */
    public Uni<Page<Deviation>> list(UnitOfWork work, Deviation.Status status, String reference, Boolean overdue,
            Cursor after, int limit) {
        LocalDate today = work.today();
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id())
                .where(DeviationRepository.naming(), reference);
        if (overdue != null) {
            query = query.where(overdue ? DeviationRepository.overdue() : DeviationRepository.notOverdue(), today);
        }
        return deviations.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, d -> new Cursor(d.createdAt(), d.id()), d -> d));
    }

    /** QA triages an open deviation (signed, meaning review): 404, the command, the signed action, the move. */
    public Uni<Deviation> triage(UnitOfWork work, String id, String ifMatch, Triage command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(deviation -> signed.role(QualityRoles.QA)
                .ifMatch(ifMatch, deviation.version()).sign(work, Deviation.NOUN, deviation.id(), command.signature(), Meaning.REVIEW)
                .chain(signature -> {
                    LocalDate today = work.today();
                    String rationale = command.rationale() == null || command.rationale().isBlank() ? null
                            : command.rationale().strip();
                    return save(work, deviation, deviation.triage(new Deviation.Triage(Deviation.Classification.of(command.classification()),
                            command.capaRequired(), rationale, command.dueOn()), signature, today, work.now()));
                }));
    }

    /**
     * Records or replaces the investigation (QA, a supervisor or a QC analyst, not the triager): 404, the
     * command, the role, four eyes, If-Match, the move.
     */
    public Uni<Deviation> investigate(UnitOfWork work, String id, String ifMatch, Investigation command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(deviation -> {
            actingUser.requireRole(INVESTIGATORS);
            if (deviation.triage() != null) {
                actingUser.requireSomeoneElse(List.of(deviation.triage().userId()), "investigate a deviation they triaged");
            }
            Versions.require(ifMatch, deviation.version());
            return save(work, deviation, deviation.investigate(new Deviation.Investigation(command.rootCauseCategory(),
                    command.rootCause().strip(), command.impactAssessment().strip(),
                    command.affectedLotIds().stream().distinct().toList(), work.userId(), work.now()), work.now()));
        });
    }

    /**
     * QA other than the investigator closes a deviation (signed, meaning approval): 404, the command, the
     * signed action, then the gates (triage, investigation, CAPA) and the move.
     */
    public Uni<Deviation> close(UnitOfWork work, String id, String ifMatch, Signed command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(deviation -> signed.role(QualityRoles.QA)
                .someoneElseThan(deviation.investigation() == null ? List.of()
                        : List.of(deviation.investigation().investigatedBy()), "close a deviation they investigated")
                .ifMatch(ifMatch, deviation.version()).sign(work, Deviation.NOUN, id, command.signature(), Meaning.APPROVAL)
                .chain(closure -> capaAsked(work, deviation).chain(named -> {
                    return save(work, deviation, deviation.close(closure, named, work.now()));
                })));
    }

    /** QA cancels a deviation opened in error (signed, meaning rejection). */
    public Uni<Deviation> cancel(UnitOfWork work, String id, String ifMatch, Signed command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(deviation -> signed.role(QualityRoles.QA)
                .ifMatch(ifMatch, deviation.version()).sign(work, Deviation.NOUN, deviation.id(), command.signature(), Meaning.REJECTION)
                .chain(cancellation -> {
                    return save(work, deviation, deviation.cancel(cancellation, work.now()));
                }));
    }

    /** Only a deviation that needs a CAPA asks the qms module whether one names it. */
    private Uni<Boolean> capaAsked(UnitOfWork work, Deviation deviation) {
        return Boolean.TRUE.equals(deviation.capaRequired()) && deviation.status() == Deviation.Status.INVESTIGATING
                ? capas.namedByCapa(work, Deviation.NOUN, deviation.id()) : Uni.createFrom().item(false);
    }

    private Uni<Deviation> save(UnitOfWork work, Deviation deviation, DeviationEvent changed) {
        return work.saveChange(changed, deviation, () -> deviations.update(work, deviation));
    }
}
