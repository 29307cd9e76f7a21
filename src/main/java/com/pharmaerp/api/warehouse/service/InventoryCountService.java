package com.pharmaerp.api.warehouse.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.WarehouseProblem;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.domain.InventoryCount;
import com.pharmaerp.api.warehouse.domain.InventoryCountEvent;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.repository.InventoryCountRepository;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository;

import io.smallrye.mutiny.Uni;

/**
 * Physical inventory: a clerk opens a count of a location (its book frozen, the location blocked
 * for movements), clerks enter what they count, a supervisor or QA who counted nothing posts the
 * differences as adjustment movements with a signature, or the count is cancelled.
 */
@ApplicationScoped
public class InventoryCountService {

    private final InventoryCountRepository counts;
    private final LocationRepository locations;
    private final LotRepository lots;
    private final StockBalanceRepository balances;
    private final StockLedger ledger;
    private final ActingUser actingUser;
    private final SecondPerson secondPerson;
    private final BodyValidator bodies;

    public InventoryCountService(InventoryCountRepository counts, LocationRepository locations, LotRepository lots,
            StockBalanceRepository balances, StockLedger ledger, ActingUser actingUser, SecondPerson secondPerson,
            BodyValidator bodies) {
        this.counts = counts;
        this.locations = locations;
        this.lots = lots;
        this.balances = balances;
        this.ledger = ledger;
        this.actingUser = actingUser;
        this.secondPerson = secondPerson;
        this.bodies = bodies;
    }

    /** The count of the tenant; 404 when there is none. */
    public Uni<InventoryCount> get(UnitOfWork work, String id) {
        return Found.require(InventoryCount.ID_PREFIX, id, InventoryCount.NOUN, () -> counts.find(work, id));
    }

    /** @param status null for every status; @param locationId null for every location */
    public Uni<Page<InventoryCount>> list(UnitOfWork work, InventoryCount.Status status, String locationId, Cursor after,
            int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id())
                .equal("location_id", locationId);
        return counts.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, c -> new Cursor(c.createdAt(), c.id()), c -> c));
    }

    /**
     * Opens a count of the location: 422 for an unknown location; the role; 409 location_counting
     * while another count of it is open. The location is taken first, by a statement of its own; the
     * book is read by the next, so it includes every movement that committed before (see V19).
     */
    public Uni<InventoryCount> open(UnitOfWork work, String locationId) {
        return locations.find(work, locationId).chain(location -> {
            if (location == null) {
                throw StockMovementService.unknown("locationId", "location", locationId);
            }
            actingUser.requireRole(WarehouseRoles.CLERK);
            String id = Ids.next(InventoryCount.ID_PREFIX);
            return locations.startCounting(work, locationId, id).chain(started -> {
                if (!started) {
                    throw new Refusal(WarehouseProblem.LOCATION_COUNTING, "Location " + location.code() + " is "
                            + "already being counted: post or cancel that count first.");
                }
                return balances.inLocation(work, locationId);
            }).chain(book -> {
                InventoryCount count = InventoryCount.open(id, locationId, book.stream().map(held -> new InventoryCount.Book(
                        held.lotId(), held.materialId(), held.quantity(), held.unit())).toList(), work.userId(), work.now());
                return counts.insertNumbered(work, count).map(number -> {
                    work.record(count.numbered(number));
                    return count;
                });
            });
        });
    }

    /** What was counted: lines of the count, and lots found on the shelf, by id in the order given. */
    public interface Counts {

        List<InventoryCount.Entry> entries();

        Map<String, QuantityJson> found();
    }

    /**
     * Records counts of the count (404, then its body checked), under the count's row lock so
     * concurrent entries queue: 422 for a found lot that is no lot of the tenant; the role; 409
     * invalid_transition unless counting; 422 for unknown lines or a lot already in the count.
     */
    public Uni<InventoryCount> enter(UnitOfWork work, String id, Counts command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(found -> lots.findAll(work, command.found().keySet())
                .chain(known -> {
                    Map<String, Lot> byId = known.stream().collect(Collectors.toMap(Lot::id, Function.identity()));
                    List<InventoryCount.Found> shelf = new ArrayList<>();
                    int index = 0;
                    for (Map.Entry<String, QuantityJson> entry : command.found().entrySet()) {
                        Lot lot = byId.get(entry.getKey());
                        if (lot == null) {
                            throw StockMovementService.unknown("extra[" + index + "].lotId", "lot", entry.getKey());
                        }
                        shelf.add(new InventoryCount.Found(lot, entry.getValue()));
                        index++;
                    }
                    actingUser.requireRole(WarehouseRoles.CLERK);
                    return counts.lock(work, found.id()).chain(count -> save(work, count,
                            () -> count.enter(command.entries(), shelf, work.userId(), work.now())));
                }));
    }

    /**
     * Posts a count (signed, meaning approval; by no one who counted a line): 409 invalid_transition
     * unless counting, 409 count_incomplete; each difference an adjustment movement referencing the
     * count (the trigger lets the count's own postings through), then the location is unblocked.
     */
    public Uni<InventoryCount> post(UnitOfWork work, String id, String ifMatch, SignedRequest command) {
        return secondPerson.sign(work, InventoryCount.NOUN, id, get(work, id), count -> new SecondPerson.Doers(count.counters(), count.version()),
                ifMatch, command, Meaning.APPROVAL, "post an inventory count they counted lines of").chain(signed -> {
                    InventoryCount count = signed.found();
                    count.requirePostable();
                    List<String> movementIds = new ArrayList<>();
                    Uni<Void> posted = Uni.createFrom().voidItem();
                    for (MovementData difference : count.differences(work.now(), work.userId())) {
                        posted = posted.chain(() -> ledger.post(work, difference)).invoke(movement -> movementIds.add(movement.id()))
                                .replaceWithVoid();
                    }
                    return posted.chain(() -> locations.stopCounting(work, count.locationId(), count.id()))
                            .chain(() -> save(work, count, () -> count.post(signed.signature(), movementIds, work.now())));
                });
    }

    /** Cancels a count in progress (the clerk or a supervisor): nothing is posted, the location is unblocked. */
    public Uni<InventoryCount> cancel(UnitOfWork work, String id, String ifMatch) {
        return get(work, id).chain(count -> {
            actingUser.requireRole(WarehouseRoles.CLERK_OR_SUPERVISOR);
            if (ifMatch != null) {
                Versions.require(ifMatch, count.version());
            }
            return save(work, count, () -> count.cancel(work.now()))
                    .call(() -> locations.stopCounting(work, count.locationId(), count.id()));
        });
    }

    /** Moves the count and writes it at the version it was read at (no row: 412). */
    private Uni<InventoryCount> save(UnitOfWork work, InventoryCount count, Supplier<InventoryCountEvent> move) {
        int read = count.version();
        work.record(move.get());
        return counts.update(work, count, read).map(written -> Versions.written(written, count));
    }
}
