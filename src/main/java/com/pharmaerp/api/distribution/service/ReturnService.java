package com.pharmaerp.api.distribution.service;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.ComplaintReferences;
import com.pharmaerp.api.distribution.DistributionRoles;
import com.pharmaerp.api.distribution.RecallReferences;
import com.pharmaerp.api.distribution.domain.Return;
import com.pharmaerp.api.distribution.domain.ReturnCondition;
import com.pharmaerp.api.distribution.domain.ReturnDecision;
import com.pharmaerp.api.distribution.domain.ReturnLine;
import com.pharmaerp.api.distribution.domain.ReturnReason;
import com.pharmaerp.api.distribution.domain.ReturnStatus;
import com.pharmaerp.api.distribution.domain.Shipment;
import com.pharmaerp.api.distribution.domain.ShipmentAllocation;
import com.pharmaerp.api.distribution.repository.ReturnRepository;
import com.pharmaerp.api.distribution.repository.ShipmentRepository;
import com.pharmaerp.api.platform.config.ErpConfig;
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
import com.pharmaerp.api.platform.problem.RepeatedLineNumbers;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.ReturnedStock;

import io.smallrye.mutiny.Uni;

/**
 * Customers' returns: the warehouse clerk authorizes goods of a shipped shipment to come back and
 * receives them into a returns location; QA signs each line's fate, back to saleable stock only when
 * every GDP condition holds. The stock moves through the warehouse's {@link ReturnedStock}.
 */
@ApplicationScoped
public class ReturnService {

    /** What the clerk authorizes. @param recallId required with reason recall; @param complaintId with complaint */
    public record Authorization(String shipmentId, ReturnReason reason, String recallId, String complaintId,
            List<Line> lines) {

        /** So much of a lot the shipment took, in any unit that converts to the material's. */
        public record Line(int lineNo, String lotId, QuantityJson quantity) {
        }
    }

    /**
     * What arrived. @param lines the lines received short of what was authorized; the others arrive whole
     */
    public record Receipt(String locationId, LocalDate receivedOn, ReturnCondition condition, List<Arrival> lines) {

        public record Arrival(int lineNo, QuantityJson quantity) {
        }
    }

    /** A request body that reads as a receipt once it is valid. */
    public interface ReceiptBody {

        Receipt receipt();
    }

    /** QA's decision on every line, signed (meaning approval). */
    public interface Disposition extends Signed {

        List<Return.Decision> decisions();

        @Override
        SignatureRequest signature();
    }

    private final ReturnRepository returns;
    private final ShipmentRepository shipments;
    private final ReturnedStock stock;
    private final RecallReferences recalls;
    private final ComplaintReferences complaints;
    private final Attachments attachments;
    private final DocumentNumbers numbers;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;
    private final int restockWithinDays;

    public ReturnService(ReturnRepository returns, ShipmentRepository shipments, ReturnedStock stock,
            RecallReferences recalls, ComplaintReferences complaints, Attachments attachments, DocumentNumbers numbers, ActingUser actingUser, SignedActions signed,
            BodyValidator bodies, ErpConfig config) {
        this.returns = returns;
        this.shipments = shipments;
        this.stock = stock;
        this.recalls = recalls;
        this.complaints = complaints;
        this.attachments = attachments;
        this.numbers = numbers;
        this.actingUser = actingUser;
        this.signed = signed;
        this.bodies = bodies;
        this.restockWithinDays = config.returns().restockWithinDays();
    }

    /**
     * The clerk authorizes a return: the role; 422 for a repeated line, a reason without the record it
     * needs or with one it does not take, an unknown shipment; 409 invalid_transition for a shipment
     * that did not ship; 422 lot_not_in_shipment; 422 for a unit of another dimension or a zero
     * quantity; 422 for a recall that does not list the shipment or an unknown complaint. Then, under the lock of the
     * shipment's allocations (returns of one shipment queue on every pod), 409 return_exceeds_shipped.
     */
    public Uni<Return> authorize(UnitOfWork work, Authorization command) {
        actingUser.requireRole(DistributionRoles.CLERK);
        List<Problem.FieldError> errors = new ArrayList<>(
                RepeatedLineNumbers.in(command.lines().stream().map(Authorization.Line::lineNo).toList()));
        requireReference(errors, command.reason() == ReturnReason.RECALL, command.recallId(), "recallId", "recall");
        requireReference(errors, command.reason() == ReturnReason.COMPLAINT, command.complaintId(), "complaintId",
                "complaint");
        refuse(errors, "The return cannot be authorized as given.");
        return shipments.find(work, command.shipmentId()).chain(shipment -> {
            if (shipment == null) {
                throw invalid("shipmentId", "unknown shipment", "No shipment of this tenant has the id "
                        + command.shipmentId() + ".");
            }
            List<ReturnLine> lines = Return.claim(shipment, command.lines().stream().map(line -> new Return.Claimed(
                    line.lineNo(), line.lotId(), line.quantity())).toList());
            return recallListing(work, command.recallId(), shipment.id())
                    .chain(() -> complaintKnown(work, command.complaintId()))
                    .chain(() -> shipments.lockAllocations(work, shipment.id()))
                    .chain(() -> returns.ofShipment(work, shipment.id()))
                    .chain(earlier -> numbers.next(work, Return.NUMBER_PREFIX).map(number -> {
                        Return authorized = Return.authorize(Ids.next(Return.ID_PREFIX), number, shipment, command.reason(),
                                command.recallId(), command.complaintId(), lines, earlier, work.userId(), work.now());
                        work.record(authorized.authorized());
                        return authorized;
                    }))
                    .call(authorized -> returns.insert(work, authorized));
        });
    }

    private static void requireReference(List<Problem.FieldError> errors, boolean needed, String id, String field,
            String noun) {
        if (needed && id == null) {
            errors.add(new Problem.FieldError(field, "required with reason " + noun));
        } else if (!needed && id != null) {
            errors.add(new Problem.FieldError(field, "only with reason " + noun));
        }
    }

    /** Each line in the material's base unit, the unit its lot left in. */
    private Uni<Void> recallListing(UnitOfWork work, String recallId, String shipmentId) {
        if (recallId == null) {
            return Uni.createFrom().voidItem();
        }
        return recalls.includesShipment(work, recallId, shipmentId).invoke(listed -> {
            if (!listed) {
                throw invalid("recallId", "no recall listing this shipment", "No recall " + recallId
                        + " of this tenant lists the shipment among those it found.");
            }
        }).replaceWithVoid();
    }

    private Uni<Void> complaintKnown(UnitOfWork work, String complaintId) {
        if (complaintId == null) {
            return Uni.createFrom().voidItem();
        }
        return complaints.exists(work, complaintId).invoke(known -> {
            if (!known) {
                throw invalid("complaintId", "unknown complaint", "No complaint of this tenant has the id " + complaintId + ".");
            }
        }).replaceWithVoid();
    }

    /** The return of the tenant; 404 when there is none. */
    public Uni<Return> get(UnitOfWork work, String id) {
        return Found.require(Return.ID_PREFIX, id, Return.NOUN, () -> returns.find(work, id));
    }

    /** Each filter null for none. */
    public Uni<Page<Return>> list(UnitOfWork work, ReturnStatus status, String shipmentId, String customerId,
            String recallId, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id())
                .equal("shipment_id", shipmentId).equal("customer_id", customerId).equal("recall_id", recallId);
        return returns.page(work, query, after, limit).map(rows -> Page.of(rows, limit,
                r -> new Cursor(r.createdAt(), r.id()), r -> r));
    }

    /**
     * The clerk receives the goods: 404; the body (422); the role; the return locked; If-Match when sent; 409
     * invalid_transition unless authorized; 422 for lines or a condition of no use (see
     * {@link Return#receivable}); 422 for a location that is not an active returns location within the
     * material's range. A return movement per line, whatever its lot's status.
     */
    public Uni<Return> receive(UnitOfWork work, String id, String ifMatch, ReceiptBody body) {
        return get(work, id).chain(found -> {
            bodies.validate(body);
            actingUser.requireRole(DistributionRoles.CLERK);
            return returns.lock(work, id);
        }).chain(locked -> {
            Receipt command = body.receipt();
            if (ifMatch != null) {
                Versions.require(ifMatch, locked.version());
            }
            List<Return.Arrival> arrivals = new ArrayList<>();
            for (int i = 0; i < command.lines().size(); i++) {
                Receipt.Arrival arrival = command.lines().get(i);
                Unit unit = locked.lines().get(0).quantity().unit();
                ReturnLine line = locked.lines().stream().filter(l -> l.lineNo() == arrival.lineNo()).findFirst()
                        .orElse(null);
                arrivals.add(new Return.Arrival(arrival.lineNo(), arrival.quantity().in(line == null ? unit
                        : line.quantity().unit(), "lines[" + i + "].quantity")));
            }
            LocalDate today = work.today();
            Map<Integer, Quantity> received = locked.receivable(arrivals, command.receivedOn(), command.condition(), today);
            List<ReturnedStock.Goods> goods = locked.lines().stream().map(line -> new ReturnedStock.Goods(line.lotId(),
                    line.materialId(), received.get(line.lineNo()))).toList();
            return attachments.attach(work, Return.NOUN, locked.id(), command.condition().fileIds())
                    .chain(() -> stock.receive(work, locked.id(), command.locationId(), "locationId", goods)).chain(movements -> {
                return work.saveChange(locked.receive(command.locationId(), command.receivedOn(), command.condition(), received,
                        byLine(locked, movements), work.userId(), work.now()), locked, () -> returns.update(work, locked));
            });
        });
    }

    /**
     * QA's disposition: 404; the body (422), every line exactly one decision (422); the role; the
     * return locked; 409 invalid_transition unless received (a second disposition); If-Match; the
     * signature (meaning approval); 409 restock_not_allowed naming each failing GDP condition, nothing
     * moved; then each line restocked to a storage location (422 for another, or one out of range) or
     * destroyed, and the return closed.
     */
    public Uni<Return> disposition(UnitOfWork work, String id, String ifMatch, Disposition command) {
        return get(work, id).chain(found -> {
            bodies.validate(command);
            Map<Integer, Return.Decision> decided = found.decisions(command.decisions());
            SignedActions.Check check = signed.role(DistributionRoles.QA);
            return returns.lock(work, id).chain(locked -> {
                locked.requireDisposable();
                return check.ifMatch(ifMatch, locked.version()).sign(work, Return.NOUN, locked.id(), command.signature(), Meaning.APPROVAL)
                        .chain(signature -> stock.lots(work, locked.lines().stream().map(ReturnLine::lotId).toList())
                                .chain(lots -> {
                                    LocalDate today = work.today();
                                    locked.requireRestockable(decided, standing(lots), today, restockWithinDays);
                                    return carryOut(work, locked, decided);
                                })
                                .chain(movements -> {
                                    return work.saveChange(locked.dispose(decided, byLine(locked, movements), signature,
                                            work.now()),
                                            locked, () -> returns.update(work, locked));
                                }));
            });
        });
    }

    private static Map<String, Return.LotStanding> standing(Map<String, ReturnedStock.ReturnedLot> lots) {
        return lots.values().stream().collect(Collectors.toMap(ReturnedStock.ReturnedLot::id,
                lot -> new Return.LotStanding(lot.status(), lot.expiresOn())));
    }

    /** The movements the stock ports made for the return's lines, one each, in the return's line order. */
    private static Map<Integer, String> byLine(Return r, List<String> movements) {
        Map<Integer, String> byLine = new LinkedHashMap<>();
        for (int i = 0; i < r.lines().size(); i++) {
            byLine.put(r.lines().get(i).lineNo(), movements.get(i));
        }
        return byLine;
    }

    /** Each line's movement out of the returns location, in the return's line order. */
    private Uni<List<String>> carryOut(UnitOfWork work, Return r, Map<Integer, Return.Decision> decided) {
        List<String> movements = new ArrayList<>();
        Uni<Void> chain = Uni.createFrom().voidItem();
        for (int i = 0; i < r.lines().size(); i++) {
            ReturnLine line = r.lines().get(i);
            Return.Decision decision = decided.get(line.lineNo());
            ReturnedStock.Goods goods = new ReturnedStock.Goods(line.lotId(), line.materialId(), line.receivedQuantity());
            String field = "lines[" + i + "].toLocationId";
            chain = chain.chain(() -> decision.decision() == ReturnDecision.RESTOCK
                    ? stock.restock(work, r.id(), goods, r.locationId(), decision.toLocationId(), field)
                    : stock.destroy(work, r.id(), goods, r.locationId())).invoke(movements::add).replaceWithVoid();
        }
        return chain.replaceWith(movements);
    }

    private static void refuse(List<Problem.FieldError> errors, String detail) {
        if (!errors.isEmpty()) {
            throw new Refusal(PlatformProblem.VALIDATION_FAILED, detail, errors);
        }
    }

    private static Refusal invalid(String field, String message, String detail) {
        return new Refusal(PlatformProblem.VALIDATION_FAILED, detail, List.of(new Problem.FieldError(field,
                message)));
    }
}
