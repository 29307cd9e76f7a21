package com.pharmaerp.api.qms.service;

import java.time.LocalDate;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.ShipmentRecords;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.QmsProblem;
import com.pharmaerp.api.qms.QmsRoles;
import com.pharmaerp.api.qms.domain.Complaint;
import com.pharmaerp.api.qms.domain.ComplaintCategory;
import com.pharmaerp.api.qms.domain.ComplaintCount;
import com.pharmaerp.api.qms.domain.ComplaintData;
import com.pharmaerp.api.qms.domain.Recall;
import com.pharmaerp.api.qms.domain.RecallClassification;
import com.pharmaerp.api.qms.domain.ReportingRules;
import com.pharmaerp.api.qms.domain.RootCauseCategory;
import com.pharmaerp.api.qms.repository.ComplaintRepository;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.LotLineage;
import com.pharmaerp.api.warehouse.WarehouseNames;

import io.smallrye.mutiny.Uni;

/**
 * Complaints: QA or a supervisor receives one about a lot, shipment or material; QA assesses its
 * reportability with a signature (the due date from the reporting rules), records the report, and
 * closes it with a signature; QA or a supervisor investigates it; QA escalates it to the recall of
 * its lot in the same unit of work, the one {@code POST /v1/recalls} opens.
 */
@ApplicationScoped
public class ComplaintService {

    private final ComplaintRepository complaints;
    private final WarehouseNames warehouse;
    private final LotLineage lineage;
    private final ShipmentRecords shipments;
    private final RecallService recalls;
    private final DocumentNumbers numbers;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;
    private final ReportingRules rules;

    public ComplaintService(ComplaintRepository complaints, WarehouseNames warehouse, LotLineage lineage,
            ShipmentRecords shipments, RecallService recalls, DocumentNumbers numbers, ActingUser actingUser,
            SignedActions signed, BodyValidator bodies, ComplaintSettings settings) {
        this.complaints = complaints;
        this.warehouse = warehouse;
        this.lineage = lineage;
        this.shipments = shipments;
        this.recalls = recalls;
        this.numbers = numbers;
        this.actingUser = actingUser;
        this.signed = signed;
        this.bodies = bodies;
        this.rules = ReportingRules.parse(settings.reportingDays());
    }

    /** The list's filters, each null for any. */
    public record Filter(Complaint.Status status, ComplaintCategory category, String lotId, String materialId,
            String customerId) {
    }

    /** QA's signed reportability assessment. */
    public interface Assessing extends Signed {

        Boolean reportable();

        /** May be null. */
        String authority();

        String rationale();
    }

    /** The report to the authority as submitted. */
    public interface Reporting {

        LocalDate reportedOn();

        String authority();

        String reference();
    }

    public interface Investigating {

        String findings();

        String rootCauseCategory();

        Boolean confirmed();
    }

    /** QA's escalation to a recall of the complaint's lot, signed (meaning rejection). */
    public interface Escalating extends Signed {

        String classification();

        String reason();
    }

    public interface Closing extends Signed {

        String responseToComplainant();
    }

    /**
     * What a complaint's lot touches.
     *
     * @param customers who received the lot or a lot made from it, with what of each material
     * @param earlier the tenant's complaints on the same lot or material received before it
     */
    public record Impact(List<LotLineage.Relative> madeFrom, List<LotLineage.Relative> madeInto,
            List<Recall.AffectedCustomer> customers, List<Complaint> earlier) {

        static final Impact NONE = new Impact(List.of(), List.of(), List.of(), List.of());
    }

    /**
     * QA or a supervisor: the fields' own rules (422), then what they name: a lot, material, shipment
     * and customer of the tenant (422), the lot carried by the shipment (422 lot_not_in_shipment); the
     * lot's material and a shipped shipment's customer fill in what is missing.
     */
    public Uni<Complaint> receive(UnitOfWork work, ComplaintData given) {
        actingUser.requireRole(QmsRoles.QA_OR_SUPERVISOR);
        Complaint.requireValid(given, work.today());
        return lotMaterial(work, given)
                .chain(lotMaterial -> shipmentCustomer(work, given).map(customer -> given.filledIn(lotMaterial, customer)))
                .call(data -> requireKnown(work, data))
                .chain(data -> numbers.next(work, Complaint.NUMBER_PREFIX).chain(number -> {
                    Complaint complaint = Complaint.receive(Ids.next(Complaint.ID_PREFIX), number, data, work.userId(),
                            work.now());
                    work.record(complaint.received());
                    return complaints.insert(work, complaint).replaceWith(complaint);
                }));
    }

    /** The material of the complaint's lot; null without a lot. */
    private Uni<String> lotMaterial(UnitOfWork work, ComplaintData given) {
        if (given.lotId() == null) {
            return Uni.createFrom().nullItem();
        }
        return warehouse.lotFacts(work, List.of(given.lotId())).map(found -> {
            LotFacts lot = found.get(given.lotId());
            if (lot == null) {
                throw unknown("lotId", "lot", given.lotId());
            }
            if (given.materialId() != null && !given.materialId().equals(lot.materialId())) {
                throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "materialId", "must be the material of lot "
                        + lot.number() + ", " + lot.materialId());
            }
            return lot.materialId();
        });
    }

    /** The customer of the complaint's shipment once shipped; null without one or before it shipped. */
    private Uni<String> shipmentCustomer(UnitOfWork work, ComplaintData given) {
        if (given.shipmentId() == null) {
            return Uni.createFrom().nullItem();
        }
        return shipments.find(work, given.shipmentId()).map(shipment -> {
            if (shipment == null) {
                throw unknown("shipmentId", "shipment", given.shipmentId());
            }
            if (given.lotId() != null && !shipment.lotIds().contains(given.lotId())) {
                throw Refusal.ofField(QmsProblem.LOT_NOT_IN_SHIPMENT, "lotId", "Shipment " + shipment.number()
                        + " did not carry lot " + given.lotId() + ".");
            }
            return shipment.shipped() ? shipment.customerId() : null;
        });
    }

    /** A material named without a lot and a customer named, each of the tenant (422). */
    private Uni<Void> requireKnown(UnitOfWork work, ComplaintData data) {
        Uni<Void> material = data.lotId() != null || data.materialId() == null ? Uni.createFrom().voidItem()
                : warehouse.materialNames(work, List.of(data.materialId())).invoke(found -> {
                    if (!found.containsKey(data.materialId())) {
                        throw unknown("materialId", "material", data.materialId());
                    }
                }).replaceWithVoid();
        return material.chain(() -> data.customerId() == null ? Uni.createFrom().voidItem()
                : shipments.customerExists(work, data.customerId()).invoke(exists -> {
                    if (!exists) {
                        throw unknown("customerId", "customer", data.customerId());
                    }
                }).replaceWithVoid());
    }

    private static Refusal unknown(String field, String noun, String id) {
        return Refusal.ofField(PlatformProblem.VALIDATION_FAILED, field, "No " + noun + " of this tenant has the id " + id
                + ".");
    }

    /** The complaint of the tenant; 404 when there is none. */
    public Uni<Complaint> get(UnitOfWork work, String id) {
        return Found.require(Complaint.ID_PREFIX, id, Complaint.NOUN, () -> complaints.find(work, id));
    }

    public Uni<Page<Complaint>> list(UnitOfWork work, Filter filter, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId())
                .equal("status", filter.status() == null ? null : filter.status().id())
                .equal("category", filter.category() == null ? null : filter.category().id())
                .equal("lot_id", filter.lotId()).equal("material_id", filter.materialId())
                .equal("customer_id", filter.customerId());
        return complaints.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, c -> new Cursor(c.createdAt(), c.id()), c -> c));
    }

    /**
     * QA's assessment (signed, meaning review; If-Match): 404, the body (422), then the signed action; a
     * reportable complaint's report falls due by the reporting rules.
     */
    public Uni<Complaint> assess(UnitOfWork work, String id, String ifMatch, Assessing command) {
        return found(work, id, command).chain(complaint -> signed.role(QmsRoles.QA)
                .ifMatch(ifMatch, complaint.version()).sign(work, Complaint.NOUN, complaint.id(), command.signature(), Meaning.REVIEW).chain(signature -> {
                    boolean reportable = command.reportable();
                    LocalDate dueOn = reportable ? rules.dueOn(complaint.data().awareOn(), complaint.data().country(),
                            complaint.data().category()) : null;
                    return work.saveChange(complaint.assess(new Complaint.Assessment(reportable, stripped(command.authority()),
                            command.rationale().strip(), dueOn, signature), work.now()),
                            complaint, () -> complaints.update(work, complaint));
                }));
    }

    /** QA records the report to the authority of a reportable complaint. */
    public Uni<Complaint> report(UnitOfWork work, String id, Reporting command) {
        return found(work, id, command).chain(complaint -> {
            actingUser.requireRole(QmsRoles.QA);
            return work.saveChange(complaint.recordReport(new Complaint.Report(command.reportedOn(), command.authority().strip(),
                    command.reference().strip(), work.userId(), work.now()), work.now()),
                    complaint, () -> complaints.update(work, complaint));
        });
    }

    /** QA or a supervisor records the investigation, replacing any earlier one. */
    public Uni<Complaint> investigate(UnitOfWork work, String id, Investigating command) {
        return found(work, id, command).chain(complaint -> {
            actingUser.requireRole(QmsRoles.QA_OR_SUPERVISOR);
            return work.saveChange(complaint.investigate(new Complaint.Investigation(command.findings().strip(),
                    RootCauseCategory.of(command.rootCauseCategory()).id(), command.confirmed(), work.userId(), work.now()),
                    work.now()), complaint, () -> complaints.update(work, complaint));
        });
    }

    /**
     * QA escalates the complaint to the recall of its lot: 404, QA's role, then the
     * complaint's state (409 invalid_transition, lot_required), then the recall exactly as
     * {@code POST /v1/recalls} opens it (its signature, lock and holds), naming the complaint, in this unit.
     *
     * @return the recall
     */
    public Uni<RecallService.Reconciled> escalate(UnitOfWork work, String id, Escalating command) {
        return found(work, id, command).chain(complaint -> {
            actingUser.requireRole(QmsRoles.QA);
            complaint.requireEscalable();
            String reason = command.reason().strip();
            return recalls.open(work, new RecallService.Opening(complaint.data().lotId(),
                    RecallClassification.of(command.classification()), reason, command.signature()), complaint.id())
                    .chain(opened -> {
                        return work.saveChange(complaint.escalate(opened.recall().id(), reason, work.now()), complaint,
                                () -> complaints.update(work, complaint)).replaceWith(opened);
                    });
        });
    }

    /**
     * QA closes it (signed, meaning approval; If-Match): 404, the body (422), the signed action, then
     * assessment_required, investigation_required, report_missing.
     */
    public Uni<Complaint> close(UnitOfWork work, String id, String ifMatch, Closing command) {
        return found(work, id, command).chain(complaint -> signed.role(QmsRoles.QA)
                .ifMatch(ifMatch, complaint.version()).sign(work, Complaint.NOUN, complaint.id(), command.signature(), Meaning.APPROVAL).chain(signature -> {
                    return work.saveChange(complaint.close(new Complaint.Closure(command.responseToComplainant().strip(), signature),
                            work.now()), complaint, () -> complaints.update(work, complaint));
                }));
    }

    /** The complaint (404 for another tenant's), then its action's body (422). */
    private Uni<Complaint> found(UnitOfWork work, String id, Object command) {
        return get(work, id).invoke(() -> bodies.validate(command));
    }

    private static String stripped(String text) {
        return text == null ? null : text.strip();
    }

    /** What the complaint's lot touches (none without a lot): its genealogy both ways, its recipients, earlier complaints. */
    public Uni<Impact> impact(UnitOfWork work, String id) {
        return get(work, id).chain(complaint -> {
            if (complaint.data().lotId() == null) {
                return Uni.createFrom().item(Impact.NONE);
            }
            return lineage.of(work, complaint.data().lotId()).chain(lots -> complaints.earlier(work, complaint)
                    .map(earlier -> new Impact(lots.madeFrom(), lots.madeInto(), Recall.customersOf(lots.delivered()),
                            earlier)));
        });
    }

    /** Complaints received in the range per month and category; each argument may be null. */
    public Uni<List<ComplaintCount>> trends(UnitOfWork work, String materialId, LocalDate from, LocalDate to) {
        return complaints.trends(work, materialId, from, to);
    }
}
