package com.pharmaerp.api.warehouse.service;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.RecallGate;
import com.pharmaerp.api.warehouse.domain.Fefo;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository;

import io.smallrye.mutiny.Uni;

/**
 * The one place stock leaves the warehouse for use: production's consumptions and shipments. Each
 * request takes first-expiry-first-out across the material's usable lots, or a named lot checked
 * against that choice, all of it or nothing.
 * <p>
 * Locks, in the order every issue takes them so that none can deadlock: the {@link RecallGate} first
 * (an issue either commits before an opening recall reads, or reads the lots the recall held); then
 * per material, in id order, the candidate balances in (location, lot) order, so concurrent issues
 * queue instead of overdrawing on any pod. A single request issued with COMMIT ({@link #issueOnClose})
 * takes its balances' locks only with its debits, which check again what it planned on. Stock in a
 * returns location is never taken.
 */
@ApplicationScoped
public class StockIssue {

    /** The order every movement locks balances in (transfers compare their locations so too). */
    private static final Comparator<Fefo.Candidate> LOCK_ORDER = Comparator.comparing(Fefo.Candidate::locationId)
            .thenComparing(Fefo.Candidate::lotId);

    /**
     * What is asked for.
     *
     * @param quantity in the material's base unit
     * @param locationId null for any location
     * @param lotId null for FEFO's choice
     * @param overridden whether a reason to take a lot other than FEFO's was given
     * @param field where the request sits in the caller's body (e.g. {@code lines[0].}), "" at its top
     */
    public record Request(String materialId, Quantity quantity, String locationId, String lotId, boolean overridden,
            String field) {
    }

    /** What one request took: so much of a lot at a location, by the movement named. */
    public record Taken(int request, String lotId, String locationId, Quantity quantity, String movementId) {
    }

    private final LotRepository lots;
    private final StockBalanceRepository balances;
    private final StockLedger ledger;
    private final RecallGate recallGate;
    private final LocationRepository locations;

    public StockIssue(LotRepository lots, StockBalanceRepository balances, StockLedger ledger, RecallGate recallGate,
            LocationRepository locations) {
        this.lots = lots;
        this.locations = locations;
        this.balances = balances;
        this.ledger = ledger;
        this.recallGate = recallGate;
    }

    /**
     * Posts a movement of the type out of stock for each part taken, referencing {@code reference}.
     *
     * @return what each request took, by the request's index
     * @throws Refusal 422 for a named lot of another material or none; 409 lot_expired,
     *         lot_retest_due, lot_not_released for a named lot; 409 fefo_violation; 409 insufficient_stock
     */
    public Uni<List<Taken>> issue(UnitOfWork work, MovementType type, String reference, List<Request> requests) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < requests.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparing(i -> requests.get(i).materialId()));
        List<Taken> taken = new ArrayList<>();
        Uni<Void> chain = recallGate.pass(work);
        for (int index : order) {
            Request request = requests.get(index);
            chain = chain.chain(() -> take(work, request, work.today()))
                    .chain(planned -> post(work, type, reference, index, request, planned, taken));
        }
        return chain.map(ignored -> {
            taken.sort(Comparator.comparingInt(Taken::request));
            return taken;
        });
    }

    /**
     * One request's issue whose debits go with the unit's COMMIT: it is planned on a read that locks nothing, and
     * each debit takes its balance's lock only in that last round trip, in the order every movement locks balances
     * in, checking again that what was read still holds ({@link StockLedger#postPlannedOnClose}). Issues of a
     * material so queue on its balances only while the database runs their last statements, not while the service
     * plans them. (Several requests debit as they go: a later one of the same material must read the balance an
     * earlier one left.)
     */
    public Uni<List<Taken>> issueOnClose(UnitOfWork work, MovementType type, String reference, Request request) {
        LocalDate today = work.today();
        return recallGate.pass(work).chain(() -> requireNamedLotAndLocation(work, request, today))
                .chain(() -> balances.readUsable(work, request.materialId(), today, request.locationId()))
                .map(candidates -> {
                    List<Fefo.Candidate> planned = allocate(request, candidates);
                    Map<Fefo.Candidate, Taken> taken = new HashMap<>();
                    planned.stream().sorted(LOCK_ORDER).forEach(part -> {
                        MovementData issued = issued(work, type, reference, request, part);
                        StockMovement movement = ledger.postPlannedOnClose(work, issued);
                        taken.put(part, new Taken(0, part.lotId(), part.locationId(), issued.quantity(), movement.id()));
                    });
                    return planned.stream().map(taken::get).toList();
                });
    }

    private Uni<List<Fefo.Candidate>> take(UnitOfWork work, Request request, LocalDate today) {
        return requireNamedLotAndLocation(work, request, today)
                .chain(() -> balances.lockUsable(work, request.materialId(), today, request.locationId()))
                .map(candidates -> allocate(request, candidates));
    }

    private Uni<Void> requireNamedLotAndLocation(UnitOfWork work, Request request, LocalDate today) {
        return requireUsableNamedLot(work, request, today).chain(() -> requireOrdinaryNamedLocation(work, request));
    }

    private static List<Fefo.Candidate> allocate(Request request, List<Fefo.Candidate> candidates) {
        return Fefo.allocate(new Fefo.Request(request.materialId(), request.quantity(), request.locationId(),
                request.lotId(), request.overridden()), candidates);
    }

    private Uni<Void> requireUsableNamedLot(UnitOfWork work, Request request, LocalDate today) {
        if (request.lotId() == null) {
            return Uni.createFrom().voidItem();
        }
        return lots.find(work, request.lotId()).invoke(lot -> {
            if (lot == null || !lot.materialId().equals(request.materialId())) {
                throw new Refusal(PlatformProblem.VALIDATION_FAILED, "No lot " + request.lotId() + " of material "
                        + request.materialId() + " in your tenant.", List.of(new Problem.FieldError(request.field() + "lotId",
                                "not a lot of the material")));
            }
            lot.requireUsable(today);
        }).replaceWithVoid();
    }

    /** Nothing is issued out of a named returns location (409 returns_location); FEFO never looks there. */
    private Uni<Void> requireOrdinaryNamedLocation(UnitOfWork work, Request request) {
        if (request.locationId() == null) {
            return Uni.createFrom().voidItem();
        }
        return locations.find(work, request.locationId()).invoke(location -> {
            if (location != null) {
                location.requireStockMayLeaveByHand();
            }
        }).replaceWithVoid();
    }

    private Uni<Void> post(UnitOfWork work, MovementType type, String reference, int index, Request request,
            List<Fefo.Candidate> planned, List<Taken> taken) {
        Uni<Void> chain = Uni.createFrom().voidItem();
        for (Fefo.Candidate part : planned) {
            MovementData issued = issued(work, type, reference, request, part);
            chain = chain.chain(() -> ledger.post(work, issued))
                    .invoke(movement -> taken.add(new Taken(index, part.lotId(), part.locationId(), issued.quantity(),
                            movement.id())))
                    .replaceWithVoid();
        }
        return chain;
    }

    /** The movement out of stock that takes a planned part of the request. */
    private static MovementData issued(UnitOfWork work, MovementType type, String reference, Request request,
            Fefo.Candidate part) {
        return new MovementData(type, part.lotId(), request.materialId(), part.locationId(), null,
                new Quantity(part.quantity(), request.quantity().unit()), reference, null, null, work.now(), work.userId());
    }
}
