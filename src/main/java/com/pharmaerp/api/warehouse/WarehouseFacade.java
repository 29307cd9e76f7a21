package com.pharmaerp.api.warehouse;

import java.time.LocalDate;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.audit.repository.AuditEventRepository.Subject;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.domain.Location;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotData;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;
import com.pharmaerp.api.warehouse.repository.StockMovementRepository;
import com.pharmaerp.api.warehouse.service.StockIssue;
import com.pharmaerp.api.warehouse.service.StockLedger;

import io.smallrye.mutiny.Uni;

/**
 * What other modules may ask of the warehouse; they reach nothing else of it (ArchitectureTest).
 * Every method runs in the caller's unit of work and records the events of what it changes there.
 */
@ApplicationScoped
public class WarehouseFacade {

    /**
     * A lot to receive into quarantine.
     *
     * @param lotId from {@link #nextLotId()}, known before the lot is written so its inspection lot can be sent with it
     * @param quantity in the material's base unit
     * @param sourceId what received it (a goods receipt), the receipt movement's reference
     * @param field where the line sits in the caller's request, e.g. {@code lines[0]}, for {@code errors[]}
     */
    public record NewLot(String lotId, String materialId, Quantity quantity, String supplierLotNumber, LocalDate manufacturedOn,
            LocalDate expiresOn, LocalDate receivedOn, String locationId, String sourceId, String field) {
    }

    /**
     * Stock a production order asks for: from the named lot, or first-expiry-first-out.
     *
     * @param quantity in the material's base unit
     * @param locationId null for any location
     * @param lotId null for FEFO's choice
     * @param fefoOverridden whether a reason to take a lot other than FEFO's was given
     */
    public record Issue(String orderId, String outputLotId, String materialId, Quantity quantity, String locationId,
            String lotId, boolean fefoOverridden) {
    }

    /** Where an issue came from: a lot at a location, and the movement that took it. */
    public record Allocation(String lotId, String locationId, Quantity quantity, String movementId) {
    }

    /** What a usage decision does to its lot. */
    public enum LotDecision {
        /** An accepted inspection of a lot in quarantine. */
        RELEASE,
        /** An accepted retest of a released lot: its retest date moves on. */
        PASS_RETEST,
        REJECT
    }

    /** A material as documents name it. */
    public record MaterialName(String id, String code, String name, String type) {
    }

    /** A location as documents name it. */
    public record LocationName(String id, String code, String name) {
    }

    /** A lot as documents describe it, its status as of the business date. */
    public record LotFacts(String id, String number, String materialId, String origin, String supplierLotNumber,
            LocalDate manufacturedOn, LocalDate expiresOn, LocalDate retestOn, String status) {
    }

    private final MaterialRepository materials;
    private final LocationRepository locations;
    private final LotRepository lots;
    private final StockMovementRepository movements;
    private final StockLedger ledger;
    private final StockIssue stockIssue;

    public WarehouseFacade(MaterialRepository materials, LocationRepository locations, LotRepository lots,
            StockMovementRepository movements, StockLedger ledger, StockIssue stockIssue) {
        this.materials = materials;
        this.locations = locations;
        this.lots = lots;
        this.movements = movements;
        this.ledger = ledger;
        this.stockIssue = stockIssue;
    }

    /** The base unit of each of the tenant's materials among the ids; unknown ids are missing from the map. */
    public Uni<Map<String, Unit>> baseUnits(UnitOfWork work, Collection<String> materialIds) {
        return materials.findAll(work, materialIds).map(found -> found.stream().collect(Collectors.toMap(m -> m.id(),
                m -> Unit.ofSymbol(m.baseUnit()).orElseThrow())));
    }

    /** Each of the ids that is a material of the tenant, by id (one statement). */
    public Uni<Map<String, MaterialName>> materialNames(UnitOfWork work, Collection<String> materialIds) {
        return materials.findAll(work, materialIds).map(found -> found.stream().collect(Collectors.toMap(m -> m.id(),
                m -> new MaterialName(m.id(), m.code(), m.name(), m.type()))));
    }

    /** Each of the ids that is a location of the tenant, by id (one statement). */
    public Uni<Map<String, LocationName>> locationNames(UnitOfWork work, Collection<String> locationIds) {
        return locations.findAll(work, locationIds).map(found -> found.stream().collect(Collectors.toMap(l -> l.id(),
                l -> new LocationName(l.id(), l.code(), l.name()))));
    }

    /** Each of the ids that is a lot of the tenant, by id, with its status on the business date. */
    public Uni<Map<String, LotFacts>> lotFacts(UnitOfWork work, Collection<String> lotIds) {
        return lots.findAll(work, lotIds).chain(found -> work.today().map(today -> found.stream().collect(Collectors.toMap(
                lot -> lot.id(), lot -> new LotFacts(lot.id(), lot.number(), lot.materialId(), lot.origin(), lot.supplierLotNumber(),
                        lot.manufacturedOn(), lot.expiresOn(), lot.retestOn(), lot.status(today).id())))));
    }

    /**
     * What the audit trail holds of a production order's batch in the warehouse, as the trail names
     * it: the output lot and every movement the order posted (its issues and its output), found among
     * the movements of its lots in one statement.
     *
     * @param batchLotIds the output lot and the lots the order took stock from
     */
    public Uni<List<Subject>> batchTrailSubjects(UnitOfWork work, String orderId, String outputLotId,
            Collection<String> batchLotIds) {
        return movements.idsReferencing(work, orderId, batchLotIds).map(ids -> Stream.concat(
                Stream.of(new Subject(Lot.NOUN, outputLotId)),
                ids.stream().map(id -> new Subject(StockMovement.NOUN, id))).toList());
    }

    /** Of the given ids, those that are no material of the tenant. */
    public Uni<Set<String>> unknownMaterials(UnitOfWork work, Collection<String> materialIds) {
        return baseUnits(work, materialIds).map(found -> without(materialIds, found.keySet()));
    }

    /**
     * What a delivery's lines name of the warehouse, read once for all its lines (one statement for
     * the materials, one for the locations): the locations it names that the tenant does not have,
     * and what {@link #receiveIntoQuarantine} needs of the others.
     */
    public static final class Receiving {

        private final Map<String, Material> materials;
        private final Map<String, Location> locations;

        private Receiving(List<Material> materials, List<Location> locations) {
            this.materials = materials.stream().collect(Collectors.toMap(m -> m.id(), m -> m));
            this.locations = locations.stream().collect(Collectors.toMap(l -> l.id(), l -> l));
        }

        /** Of the given ids, those that are no location of the tenant. */
        public Set<String> unknownLocations(Collection<String> locationIds) {
            return without(locationIds, locations.keySet());
        }
    }

    /** @param materialIds the materials of the lines (an order's, so the tenant's) */
    public Uni<Receiving> receiving(UnitOfWork work, Collection<String> materialIds, Collection<String> locationIds) {
        // Both reads sent at once (pipelined on the unit's connection).
        return Uni.combine().all().unis(materials.findAll(work, materialIds), locations.findAll(work, locationIds))
                .asTuple().map(found -> new Receiving(found.getItem1(), found.getItem2()));
    }

    private static Set<String> without(Collection<String> ids, Collection<String> found) {
        Set<String> unknown = new HashSet<>(ids);
        unknown.removeAll(found);
        return unknown;
    }

    /**
     * A new lot in quarantine (its own number; retest date the receipt date plus the material's
     * retest interval, never after expiry) and the receipt movement of its quantity into the
     * location, in one statement: 422 storage_condition_mismatch when the location's range is not
     * within the material's.
     *
     * @param receiving what {@link #receiving} read for the delivery, the lot's location among it
     */
    public Uni<Void> receiveIntoQuarantine(UnitOfWork work, Receiving receiving, NewLot newLot) {
        Material material = receiving.materials.get(newLot.materialId());
        receiving.locations.get(newLot.locationId()).requireFitFor(material, newLot.field() + ".locationId");
        Lot lot = Lot.create(newLot.lotId(), lotData(material, newLot), work.now());
        StockMovement receipt = StockMovement.post(Ids.next(StockMovement.ID_PREFIX), new MovementData(MovementType.RECEIPT,
                lot.id(), lot.materialId(), null, newLot.locationId(), newLot.quantity(), newLot.sourceId(), null, null,
                work.now(), work.userId()));
        return lots.insertReceived(work, lot, receipt).invoke(number -> {
            lot.numbered(number);
            work.record(lot.created());
            work.record(receipt.posted());
        }).replaceWithVoid();
    }

    /** The id of a lot about to be received. */
    public String nextLotId() {
        return Ids.next(Lot.ID_PREFIX);
    }

    /**
     * The material of a lot QC asks to retest, the lot locked until the unit ends: concurrent retests
     * of one lot queue here, so the next sees the first's open inspection lot.
     *
     * @param field the request's field naming the lot, for {@code errors[]}
     * @throws ProblemException 422 validation_failed for no lot of the tenant; 409 lot_expired, lot_not_released
     */
    public Uni<String> materialOfLotToRetest(UnitOfWork work, String lotId, String field) {
        return lots.lock(work, lotId).call(lot -> {
            if (lot == null) {
                return Uni.createFrom().failure(new ProblemException(PlatformProblem.VALIDATION_FAILED, "No lot " + lotId
                        + " in your tenant.", List.of(new Problem.FieldError(field, "unknown lot"))));
            }
            return work.today().invoke(lot::requireRetestable);
        }).map(lot -> lot.materialId());
    }

    /**
     * Applies QA's usage decision to its lot, with the decision's signature.
     *
     * @throws ProblemException 409 lot_expired (an expired lot is never released), 409 invalid_transition
     */
    public Uni<Void> decideLot(UnitOfWork work, String lotId, LotDecision decision, Signature signature) {
        return lots.find(work, lotId).chain(lot -> work.today().chain(today -> materials.find(work, lot.materialId())
                .chain(material -> {
                    work.record(switch (decision) {
                        case RELEASE -> lot.release(signature, today, work.now());
                        case PASS_RETEST -> lot.passRetest(signature, material.retestIntervalDays(), today, work.now());
                        case REJECT -> lot.reject(signature, work.now());
                    });
                    return lots.update(work, lot).map(written -> Versions.written(written, lot));
                }))).replaceWithVoid();
    }

    /**
     * A new lot of the product in quarantine, made by a production order released today:
     * manufactured today, expiring after the product's shelf life, due for retest after its interval.
     *
     * @return the new lot's id
     */
    public Uni<String> createOutputLot(UnitOfWork work, String materialId, String orderId) {
        return materials.find(work, materialId).chain(material -> work.today().chain(today -> {
            LocalDate expires = today.plusDays(material.shelfLifeDays());
            Lot lot = Lot.create(Ids.next(Lot.ID_PREFIX), new LotData(null, material.id(), material.baseUnit(), "production",
                    orderId, null, today, expires, Lot.retestDate(today, material.retestIntervalDays(), expires)), work.now());
            return lots.insertNumbered(work, lot).map(number -> {
                lot.numbered(number);
                work.record(lot.created());
                return lot.id();
            });
        }));
    }

    /**
     * Issues stock to a production order through the warehouse's one stock issue ({@link StockIssue}:
     * FEFO or a named lot checked against it, the candidate balances locked so concurrent issues on any
     * pod queue instead of overdrawing); each lot taken is linked to the order's output lot (genealogy).
     *
     * @throws ProblemException 422 for a named lot of another material or none; 409 lot_expired,
     *         lot_retest_due, lot_not_released for a named lot; 409 fefo_violation; 409 insufficient_stock
     */
    public Uni<List<Allocation>> issueToProduction(UnitOfWork work, Issue issue) {
        StockIssue.Request request = new StockIssue.Request(issue.materialId(), issue.quantity(), issue.locationId(),
                issue.lotId(), issue.fefoOverridden(), "");
        return stockIssue.issue(work, MovementType.ISSUE, issue.orderId(), List.of(request)).call(taken -> {
            Uni<Void> linked = Uni.createFrom().voidItem();
            for (String lotId : taken.stream().map(StockIssue.Taken::lotId).distinct().toList()) {
                linked = linked.chain(() -> lots.link(work, lotId, issue.outputLotId(), issue.orderId()));
            }
            return linked;
        }).map(taken -> taken.stream().map(part -> new Allocation(part.lotId(), part.locationId(), part.quantity(),
                part.movementId())).toList());
    }

    /**
     * The output movement of a completed order into its lot at the location: 422
     * storage_condition_mismatch when the location's range is not within the product's.
     */
    public Uni<Void> receiveOutput(UnitOfWork work, String lotId, String locationId, Quantity quantity, String orderId) {
        return lots.find(work, lotId).chain(lot -> materials.find(work, lot.materialId())
                .call(material -> locations.find(work, locationId).invoke(location -> {
                    if (location == null) {
                        throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "No location " + locationId
                                + " in your tenant.", List.of(new Problem.FieldError("locationId", "unknown location")));
                    }
                    location.requireFitFor(material, "locationId");
                }))
                .chain(material -> ledger.post(work, new MovementData(MovementType.OUTPUT, lot.id(), lot.materialId(), null,
                        locationId, quantity, orderId, null, null, work.now(), work.userId()))))
                .replaceWithVoid();
    }

    /** A received lot's data, its number given as it is inserted. */
    private static LotData lotData(Material material, NewLot newLot) {
        return new LotData(null, material.id(), material.baseUnit(), "receipt", newLot.sourceId(), newLot.supplierLotNumber(),
                newLot.manufacturedOn(), newLot.expiresOn(),
                Lot.retestDate(newLot.receivedOn(), material.retestIntervalDays(), newLot.expiresOn()));
    }
}
