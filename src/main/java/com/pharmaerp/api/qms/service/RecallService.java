package com.pharmaerp.api.qms.service;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.Deliveries;
import com.pharmaerp.api.distribution.RecallReturns;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.QmsRoles;
import com.pharmaerp.api.qms.domain.Complaint;
import com.pharmaerp.api.qms.domain.Recall;
import com.pharmaerp.api.qms.domain.RecallClassification;
import com.pharmaerp.api.qms.repository.RecallRepository;
import com.pharmaerp.api.warehouse.LotHolds;

import io.smallrye.mutiny.Uni;

/**
 * Recalls: QA opens one on a lot with a signature, and in the same transaction every lot made from
 * it at any depth is found, those still in quarantine or released are held, and every shipment and
 * customer that received an affected lot is listed; QA closes it with another. Each step is one
 * statement however many lots (a recursive query, set-based holds and inserts).
 */
@ApplicationScoped
public class RecallService {

    /** Nearest first, then by number. */
    private static final Comparator<Recall.AffectedLot> AFFECTED_ORDER = Comparator
            .comparingInt(Recall.AffectedLot::depth).thenComparing(Recall.AffectedLot::number);

    private final RecallRepository recalls;
    private final LotHolds lots;
    private final RecallLock recallLock;
    private final Deliveries deliveries;
    private final RecallReturns returns;
    private final DocumentNumbers numbers;
    private final SignedActions signed;
    private final BodyValidator bodies;
    private final Attachments attachments;

    public RecallService(RecallRepository recalls, LotHolds lots, RecallLock recallLock, Deliveries deliveries,
            RecallReturns returns, DocumentNumbers numbers, SignedActions signed, BodyValidator bodies,
            Attachments attachments) {
        this.attachments = attachments;
        this.returns = returns;
        this.recalls = recalls;
        this.lots = lots;
        this.recallLock = recallLock;
        this.deliveries = deliveries;
        this.numbers = numbers;
        this.signed = signed;
        this.bodies = bodies;
    }

    /** A recall with what came back of what it found shipped. */
    public record Reconciled(Recall recall, Recall.Reconciliation reconciliation) {
    }

    /** QA's close of a recall, signed (meaning approval). @param reason required while goods are outstanding */
    public interface Closing extends Signed {

        String reason();
    }

    /**
     * QA's recall of a lot, signed (meaning rejection).
     *
     * @param reason trimmed
     */
    public record Opening(String lotId, RecallClassification classification, String reason, SignatureRequest signature) {
    }

    /**
     * QA's role; the signature (meaning rejection); 422 for no lot of the tenant. Then the recall
     * lock taken whole, so every shipment or consumption of an affected lot either committed before
     * (and is listed) or reads the lot on hold after (and is refused).
     */
    public Uni<Reconciled> open(UnitOfWork work, Opening command) {
        return open(work, command, null);
    }

    /**
     * The same recall as {@link #open(UnitOfWork, Opening)}, naming the complaint escalated to it.
     *
     * @param sourceComplaintId null for a recall opened directly
     */
    public Uni<Reconciled> open(UnitOfWork work, Opening command, String sourceComplaintId) {
        String lotId = command.lotId();
        String recallId = Ids.next(Recall.ID_PREFIX);
        return signed.role(QmsRoles.QA).creating().sign(work, Recall.NOUN, recallId, command.signature(), Meaning.REJECTION)
                .chain(initiation -> escalating(work, initiation, sourceComplaintId))
                .chain(initiation -> lots.exists(work, lotId).chain(exists -> {
                    if (!exists) {
                        throw new Refusal(PlatformProblem.VALIDATION_FAILED, "No lot of this tenant has the id "
                                + lotId + ".", List.of(new Problem.FieldError("lotId", "unknown lot")));
                    }
                    return recallLock.holdWhole(work).chain(() -> lots.lockMadeFrom(work, lotId))
                            .chain(reached -> found(work, recallId, lotId, reached, command.classification(), command.reason(),
                                    initiation, sourceComplaintId)).map(recall -> new Reconciled(recall, recall.reconcile(List.of())));
                }));
    }

    /** A recall escalated from a complaint is signed on the complaint's evidence: its signature binds the complaint's files. */
    private Uni<Signature> escalating(UnitOfWork work, Signature initiation, String sourceComplaintId) {
        if (sourceComplaintId == null) {
            return Uni.createFrom().item(initiation);
        }
        return attachments.evidence(work, Complaint.NOUN, sourceComplaintId).map(initiation::binding);
    }

    private Uni<Recall> found(UnitOfWork work, String recallId, String lotId, LotHolds.Found reached, RecallClassification classification,
            String reason, Signature initiation, String sourceComplaintId) {
        List<Recall.AffectedLot> listed = reached.lots().stream().map(lot -> new Recall.AffectedLot(lot.lotId(),
                lot.number(), lot.materialId(), lot.depth(), lot.status(), lot.quantityInStock(), lot.held()))
                .sorted(AFFECTED_ORDER).toList();
        return numbers.next(work, Recall.NUMBER_PREFIX).chain(number -> deliveries.deliveredOf(work,
                listed.stream().map(Recall.AffectedLot::lotId).toList()).chain(delivered -> {
                    Recall recall = Recall.open(recallId, number, lotId, classification, reason,
                            initiation, listed, delivered, sourceComplaintId, work.now());
                    work.record(recall.opened());
                    return lots.hold(work, reached, recall.holdReason(), initiation)
                            .map(written -> Versions.written(written, recall)).call(() -> recalls.insert(work, recall));
                }));
    }

    /** The recall of the tenant; 404 when there is none. */
    public Uni<Recall> find(UnitOfWork work, String id) {
        return Found.require(Recall.ID_PREFIX, id, Recall.NOUN, () -> recalls.find(work, id));
    }

    /** The recall of the tenant, reconciled with what came back; 404 when there is none. */
    public Uni<Reconciled> get(UnitOfWork work, String id) {
        return find(work, id).chain(recall -> reconciled(work, recall));
    }

    private Uni<Reconciled> reconciled(UnitOfWork work, Recall recall) {
        return returns.receivedFor(work, List.of(recall.id())).map(back -> new Reconciled(recall, recall.reconcile(back)));
    }

    /** @param status null for every status; each recall reconciled, the page's returns read in one statement */
    public Uni<Page<Reconciled>> list(UnitOfWork work, Recall.Status status, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id());
        return recalls.page(work, query, after, limit).chain(rows -> returns.receivedFor(work, rows.stream()
                .map(Recall::id).toList()).map(back -> {
                    Map<String, List<RecallReturns.Returned>> byRecall = back.stream()
                            .collect(Collectors.groupingBy(RecallReturns.Returned::recallId));
                    return Page.of(rows, limit, r -> new Cursor(r.createdAt(), r.id()), r -> new Reconciled(r,
                            r.reconcile(byRecall.getOrDefault(r.id(), List.of()))));
                }));
    }

    /**
     * QA closes an open recall: 404; the body (422); signed, meaning approval; If-Match; 409
     * invalid_transition once closed; 422 reason_required while goods it found shipped have not come
     * back. No lot is released by it.
     */
    public Uni<Reconciled> close(UnitOfWork work, String id, String ifMatch, Closing body) {
        return find(work, id).invoke(() -> bodies.validate(body)).chain(recall -> signed.role(QmsRoles.QA)
                .ifMatch(ifMatch, recall.version()).sign(work, Recall.NOUN, recall.id(), body.signature(), Meaning.APPROVAL)
                .chain(closing -> reconciled(work, recall).chain(reconciled -> {
                    return work.saveChange(recall.close(closing, body.reason(), reconciled.reconciliation(), work.now()),
                            recall, () -> recalls.update(work, recall)).replaceWith(reconciled);
                })));
    }
}
