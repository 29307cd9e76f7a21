package com.pharmaerp.api.warehouse.service;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.Delivered;
import com.pharmaerp.api.warehouse.LotShipments;
import com.pharmaerp.api.warehouse.Returned;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotEvent;
import com.pharmaerp.api.warehouse.domain.LotStatus;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository.Relative;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository;

import io.smallrye.mutiny.Uni;

/**
 * Lots of a tenant: read with their status as of the business date; QA holds and releases them, and
 * destroys rejected or expired ones, with a signature.
 */
@ApplicationScoped
public class LotService {

    private final LotRepository lots;
    private final LotShipments shipments;
    private final StockBalanceRepository balances;
    private final StockLedger ledger;
    private final SignedActions signed;
    private final BodyValidator bodies;

    public LotService(LotRepository lots, LotShipments shipments, StockBalanceRepository balances, StockLedger ledger,
            SignedActions signed, BodyValidator bodies) {
        this.bodies = bodies;
        this.lots = lots;
        this.shipments = shipments;
        this.balances = balances;
        this.ledger = ledger;
        this.signed = signed;
    }

    /**
     * What a list of lots is narrowed to; null for a filter not given.
     *
     * @param status as the business date shows it
     * @param expiresBefore lots expiring on or before this date
     * @param retestBefore lots due for retest on or before this date
     * @param hasStock lots with stock on hand (true) or none (false)
     */
    public record Filter(String materialId, LotStatus status, LocalDate expiresBefore, LocalDate retestBefore,
            Boolean hasStock) {
    }

    /** The lot of the tenant; 404 when there is none. */
    public Uni<Lot> get(UnitOfWork work, String id) {
        return Found.require(Lot.ID_PREFIX, id, Lot.NOUN, () -> lots.find(work, id));
    }

    /** The lot, or null. */
    public Uni<Lot> find(UnitOfWork work, String id) {
        return lots.find(work, id);
    }

    /** Lots narrowed by the filter; statuses (expired and the others) as the business date shows them. */
    public Uni<Page<Lot>> list(UnitOfWork work, Filter filter, Cursor after, int limit) {
        LocalDate today = work.today();
        LotStatus status = filter.status();
        ListQuery query = ListQuery.of(work.tenantId()).equal("material_id", filter.materialId());
        if (status == LotStatus.EXPIRED) {
            query.where("status NOT IN ('rejected', 'destroyed')").where("expires_on < ?", today);
        } else if (status == LotStatus.REJECTED || status == LotStatus.DESTROYED) {
            query.equal("status", status.id());
        } else if (status != null) {
            query.equal("status", status.id()).where("expires_on >= ?", today);
        }
        query.where("expires_on <= ?", filter.expiresBefore()).where("retest_on <= ?", filter.retestBefore());
        if (filter.hasStock() != null) {
            query.where(LotRepository.withStock(filter.hasStock()));
        }
        return lots.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, lot -> new Cursor(lot.createdAt(), lot.id()), lot -> lot));
    }

    /** A lot, its relatives, and forward what was shipped of it and of every lot made from it, and what came back. */
    public record Genealogy(Lot lot, List<Relative> relatives, List<Delivered> shipments, List<Returned> returns) {
    }

    /**
     * The lot (404) and every lot consumed into it (backward) or made from it (forward), at any depth;
     * forward also every shipment of those lots and every return that brought some back (backward none).
     */
    public Uni<Genealogy> genealogy(UnitOfWork work, String id, boolean backward) {
        return get(work, id).chain(lot -> lots.genealogy(work, lot.id(), backward).chain(relatives -> {
            if (backward) {
                return Uni.createFrom().item(new Genealogy(lot, relatives, List.of(), List.of()));
            }
            List<String> made = new ArrayList<>(List.of(lot.id()));
            relatives.forEach(relative -> made.add(relative.lotId()));
            return shipments.deliveredOf(work, made).chain(delivered -> shipments.returnedOf(work, made)
                    .map(returned -> new Genealogy(lot, relatives, delivered, returned)));
        }));
    }

    /** Every shipped allocation of the lots, in shipping order. */
    public Uni<List<Delivered>> deliveredOf(UnitOfWork work, List<String> lotIds) {
        return shipments.deliveredOf(work, lotIds);
    }

    /** A signed transition of a lot: the lot (404), the body (422), then the signature, then the move. */
    private interface Move {
        Uni<LotEvent> apply(Lot lot, Signature signed);
    }

    /**
     * A lot a recall reaches, locked.
     *
     * @param depth 0 for the recalled lot itself
     * @param status on the business date
     * @param holdable whether a recall holds it
     */
    public record Reached(Lot lot, int depth, LotStatus status, boolean holdable) {
    }

    /**
     * The lot and every lot made from it at any depth, locked until the unit ends, in id order (after
     * the recall gate was taken whole: no issue is under way, and nothing else locks many lots).
     */
    public Uni<List<Reached>> lockMadeFrom(UnitOfWork work, String lotId) {
        return lots.genealogy(work, lotId, false).chain(descendants -> {
            Map<String, Integer> depths = new HashMap<>();
            depths.put(lotId, 0);
            descendants.forEach(relative -> depths.put(relative.lotId(), relative.depth()));
            return lots.lockAll(work, depths.keySet()).map(locked -> locked.stream()
                    .map(lot -> new Reached(lot, depths.get(lot.id()), lot.status(work.today()), lot.holdableByRecall(work.today())))
                    .toList());
        });
    }

    /**
     * A recall holds the lots under its signature, its reason in each lot's own event; one statement
     * however many.
     *
     * @return false when any of them is no longer at the version it was locked at
     */
    public Uni<Boolean> holdAll(UnitOfWork work, List<Lot> held, String reason, Signature signature) {
        held.forEach(lot -> work.record(lot.holdForRecall(reason, signature, work.now())));
        return lots.updateHeld(work, held);
    }

    /** QA holds a lot in quarantine or released (signed, meaning rejection). */
    public Uni<Lot> hold(UnitOfWork work, String id, String ifMatch, SignedRequest command) {
        return move(work, id, ifMatch, command, Meaning.REJECTION, (lot, signed) -> Uni.createFrom().item(lot.hold(signed, work.now())));
    }

    /** QA releases a hold (signed, meaning approval). */
    public Uni<Lot> unhold(UnitOfWork work, String id, String ifMatch, SignedRequest command) {
        return move(work, id, ifMatch, command, Meaning.APPROVAL, (lot, signed) -> Uni.createFrom().item(lot.unhold(signed,
                work.now())));
    }

    /**
     * QA destroys a rejected lot, or one expired on the business date (signed, meaning rejection):
     * every remaining balance leaves stock through a destruction movement referencing the lot (409
     * location_counting while one of its locations is counted), and the lot becomes destroyed.
     */
    public Uni<Lot> destroy(UnitOfWork work, String id, String ifMatch, SignedRequest command) {
        return move(work, id, ifMatch, command, Meaning.REJECTION,
                (lot, signed) -> Uni.createFrom().item(lot.destroy(signed, work.today(), work.now())))
                .call(lot -> balances.lockOfLot(work, lot.id()).chain(held -> {
                    Uni<Void> posted = Uni.createFrom().voidItem();
                    for (StockBalanceRepository.Held balance : held) {
                        posted = posted.chain(() -> ledger.post(work, new MovementData(MovementType.DESTRUCTION, lot.id(),
                                lot.materialId(), balance.locationId(), null, new Quantity(balance.quantity(),
                                        Unit.ofSymbol(balance.unit()).orElseThrow()), lot.id(), null, null, work.now(),
                                work.userId()))).replaceWithVoid();
                    }
                    return posted;
                }));
    }

    private Uni<Lot> move(UnitOfWork work, String id, String ifMatch, SignedRequest command, Meaning meaning, Move move) {
        return get(work, id).invoke(() -> bodies.validate(command))
                .chain(lot -> signed.role(WarehouseRoles.QA).ifMatch(ifMatch, lot.version())
                        .sign(work, Lot.NOUN, lot.id(), command.signature(), meaning)
                        .chain(signature -> move.apply(lot, signature)).chain(moved -> save(work, lot, moved)));
    }

    private Uni<Lot> save(UnitOfWork work, Lot lot, LotEvent moved) {
        return work.saveChange(moved, lot, () -> lots.update(work, lot));
    }
}
