package com.pharmaerp.api.warehouse.service;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.Recall;
import com.pharmaerp.api.warehouse.domain.RecallClassification;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository.Relative;
import com.pharmaerp.api.warehouse.repository.RecallRepository;
import com.pharmaerp.api.warehouse.repository.ShipmentRepository;

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
    private final LotRepository lots;
    private final ShipmentRepository shipments;
    private final DocumentNumbers numbers;
    private final SignedActions signed;
    private final BodyValidator bodies;

    public RecallService(RecallRepository recalls, LotRepository lots, ShipmentRepository shipments, DocumentNumbers numbers,
            SignedActions signed, BodyValidator bodies) {
        this.recalls = recalls;
        this.lots = lots;
        this.shipments = shipments;
        this.numbers = numbers;
        this.signed = signed;
        this.bodies = bodies;
    }

    /**
     * QA's recall of a lot, signed (meaning rejection).
     *
     * @param reason trimmed
     */
    public record Opening(String lotId, RecallClassification classification, String reason, SignatureRequest signature) {
    }

    /**
     * QA's role; the signature (meaning rejection); 422 for no lot of the tenant. Then the
     * stock-issue gate taken whole, so every shipment or consumption of an affected lot either
     * committed before (and is listed) or reads the lot on hold after (and is refused).
     */
    public Uni<Recall> open(UnitOfWork work, Opening command) {
        String lotId = command.lotId();
        return signed.role(WarehouseRoles.QA).creating().sign(work, command.signature(), Meaning.REJECTION)
                .chain(initiation -> lots.find(work, lotId).chain(lot -> {
                    if (lot == null) {
                        throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "No lot of this tenant has the id "
                                + lotId + ".", List.of(new Problem.FieldError("lotId", "unknown lot")));
                    }
                    return work.holdLock(StockIssue.RECALL_GATE).chain(() -> lots.genealogy(work, lotId, false))
                            .chain(descendants -> found(work, lot, descendants, command.classification(), command.reason(),
                                    initiation));
                }));
    }

    private Uni<Recall> found(UnitOfWork work, Lot recalled, List<Relative> descendants,
            RecallClassification classification, String reason, Signature initiation) {
        Map<String, Integer> depths = new HashMap<>();
        depths.put(recalled.id, 0);
        descendants.forEach(relative -> depths.put(relative.lotId(), relative.depth()));
        return lots.lockAll(work, depths.keySet()).chain(affected -> work.today().chain(today -> numbers.next(work,
                Recall.NUMBER_PREFIX).chain(number -> shipments.deliveredOf(work, depths.keySet()).chain(delivered -> {
                    List<Lot> held = new ArrayList<>();
                    List<Recall.AffectedLot> listed = affected.stream()
                            .map(lot -> affectedLot(lot, depths.get(lot.id), today, held::add)).sorted(AFFECTED_ORDER)
                            .toList();
                    Recall recall = Recall.open(Ids.next(Recall.ID_PREFIX), number, recalled.id, classification, reason,
                            initiation, listed, delivered, work.now());
                    work.record(recall.opened());
                    held.forEach(lot -> work.record(lot.holdForRecall(recall.holdReason(), initiation, work.now())));
                    return lots.updateHeld(work, held).map(written -> Versions.written(written, recall))
                            .call(() -> recalls.insert(work, recall));
                }))));
    }

    /** The lot as the recall lists it; one it holds goes to {@code toHold}, not yet moved. */
    private static Recall.AffectedLot affectedLot(Lot lot, int depth, LocalDate today, Consumer<Lot> toHold) {
        boolean holds = lot.holdableByRecall(today);
        if (holds) {
            toHold.accept(lot);
        }
        return new Recall.AffectedLot(lot.id, lot.number, lot.materialId, depth, holds ? "on_hold" : lot.status(today).id(),
                new Quantity(lot.quantity, Unit.ofSymbol(lot.unit).orElseThrow()), holds);
    }

    /** The recall of the tenant; 404 when there is none. */
    public Uni<Recall> get(UnitOfWork work, String id) {
        return Found.require(Recall.ID_PREFIX, id, Recall.NOUN, () -> recalls.find(work, id));
    }

    /** @param status null for every status */
    public Uni<Page<Recall>> list(UnitOfWork work, Recall.Status status, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id());
        return recalls.page(work, query, after, limit).map(rows -> Page.of(rows, limit,
                r -> new Cursor(r.createdAt(), r.id()), r -> r));
    }

    /** QA closes an open recall: 404; the body (422); signed, meaning approval; If-Match. No lot is released by it. */
    public Uni<Recall> close(UnitOfWork work, String id, String ifMatch, SignedRequest body) {
        return get(work, id).invoke(() -> bodies.validate(body)).chain(recall -> signed.role(WarehouseRoles.QA)
                .ifMatch(ifMatch, recall.version()).sign(work, body.signature(), Meaning.APPROVAL).chain(closing -> {
                    work.record(recall.close(closing, work.now()));
                    return recalls.update(work, recall).map(written -> Versions.written(written, recall));
                }));
    }
}
