package com.pharmaerp.api.warehouse;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.clock.BusinessClock;
import com.pharmaerp.api.platform.persistence.DocumentNumbers;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.warehouse.api.LotView;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotData;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.repository.LocationRepository;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;
import com.pharmaerp.api.warehouse.service.ProductionStock;
import com.pharmaerp.api.warehouse.service.StockLedger;

import io.quarkus.panache.common.Parameters;
import io.smallrye.mutiny.Uni;

/**
 * What other modules may ask of the warehouse; they reach nothing else of it (ArchitectureTest).
 * Every method runs in the caller's transaction, inside the tenant.
 */
@ApplicationScoped
public class WarehouseFacade {

    /**
     * A lot to receive into quarantine.
     *
     * @param quantity in the material's base unit
     * @param sourceId what received it (a goods receipt), the receipt movement's reference
     * @param field where the line sits in the caller's request, e.g. {@code lines[0]}, for {@code errors[]}
     */
    public record NewLot(String materialId, Quantity quantity, String supplierLotNumber, LocalDate manufacturedOn,
            LocalDate expiresOn, LocalDate receivedOn, String locationId, String sourceId, String field) {
    }

    /**
     * Stock a production order asks for: from the named lot, or first-expiry-first-out.
     *
     * @param quantity in the material's base unit
     * @param locationId null for any location
     * @param lotId null for FEFO's choice
     * @param fefoOverridden whether a reason to take a lot other than FEFO's was given
     * @param today the business date
     */
    public record Issue(String orderId, String outputLotId, String materialId, Quantity quantity, String locationId,
            String lotId, boolean fefoOverridden, LocalDate today) {
    }

    /** Where an issue came from: a lot at a location, and the movement that took it. */
    public record Allocation(String lotId, String locationId, Quantity quantity, String movementId) {
    }

    /** What a usage decision does to its lot. */
    public enum LotDecision {
        /** An accepted inspection of a lot in quarantine. */
        RELEASE("lot.released"),
        /** An accepted retest of a released lot: its retest date moves on. */
        PASS_RETEST("lot.retested"),
        REJECT("lot.rejected");

        private final String action;

        LotDecision(String action) {
            this.action = action;
        }
    }

    private final MaterialRepository materials;
    private final LocationRepository locations;
    private final LotRepository lots;
    private final DocumentNumbers numbers;
    private final StockLedger ledger;
    private final ResourceSupport support;

    private final BusinessClock clock;
    private final ProductionStock production;

    public WarehouseFacade(MaterialRepository materials, LocationRepository locations, LotRepository lots,
            DocumentNumbers numbers, StockLedger ledger, ResourceSupport support, BusinessClock clock,
            ProductionStock production) {
        this.clock = clock;
        this.production = production;
        this.materials = materials;
        this.locations = locations;
        this.lots = lots;
        this.numbers = numbers;
        this.ledger = ledger;
        this.support = support;
    }

    /** The base unit of each of the tenant's materials among the ids; unknown ids are missing from the map. */
    public Uni<Map<String, Unit>> baseUnits(String tenantId, Collection<String> materialIds) {
        return materials.find("tenantId = :tenant and id in :ids", Parameters.with("tenant", tenantId).and("ids", materialIds))
                .list().map(found -> found.stream().collect(Collectors.toMap(m -> m.id,
                        m -> Unit.ofSymbol(m.baseUnit).orElseThrow())));
    }

    /** Of the given ids, those that are no material of the tenant. */
    public Uni<Set<String>> unknownMaterials(String tenantId, Collection<String> materialIds) {
        return baseUnits(tenantId, materialIds).map(found -> without(materialIds, found.keySet()));
    }

    /** Of the given ids, those that are no location of the tenant. */
    public Uni<Set<String>> unknownLocations(String tenantId, Collection<String> locationIds) {
        return locations.find("select id from Location where tenantId = :tenant and id in :ids",
                Parameters.with("tenant", tenantId).and("ids", locationIds)).project(String.class).list()
                .map(found -> without(locationIds, found));
    }

    private static Set<String> without(Collection<String> ids, Collection<String> found) {
        Set<String> unknown = new HashSet<>(ids);
        unknown.removeAll(found);
        return unknown;
    }

    /**
     * A new lot in quarantine (its own number; retest date the receipt date plus the material's
     * retest interval, never after expiry) and the receipt movement of its quantity into the
     * location: 422 storage_condition_mismatch when the location's range is not within the material's.
     *
     * @param events where the lot's and the movement's audit events are added, for the caller to record last
     * @return the new lot's id
     */
    public Uni<String> receiveIntoQuarantine(String tenantId, NewLot newLot, List<AuditEntry> events) {
        return materials.findInTenant(tenantId, newLot.materialId())
                .call(material -> locations.findInTenant(tenantId, newLot.locationId())
                        .invoke(location -> location.requireFitFor(material, newLot.field() + ".locationId")))
                .chain(material -> numbers.next(tenantId, Lot.NUMBER_PREFIX).chain(number -> {
                    Lot lot = new Lot();
                    lot.start(Ids.next(Lot.ID_PREFIX), tenantId, lotData(number, material, newLot), support.storedNow());
                    return lots.persist(lot);
                }))
                .chain(lot -> ledger.post(tenantId, new MovementData(MovementType.RECEIPT, lot.id, lot.materialId, null,
                        newLot.locationId(), newLot.quantity(), newLot.sourceId(), null, null, lot.createdAt,
                        support.actingUserId())).map(movement -> {
                            events.add(support.created("lot", lot.id, LotView.recorded(lot), null));
                            events.add(ledger.audited(movement));
                            return lot.id;
                        }));
    }

    /**
     * The material of a lot QC asks to retest, read under the lot's row lock: concurrent retests of
     * one lot queue here until the first's transaction ends, and the next sees its inspection lot.
     *
     * @param field the request's field naming the lot, for {@code errors[]}
     * @throws ProblemException 422 validation_failed for no lot of the tenant; 409 lot_expired, lot_not_released
     */
    public Uni<String> materialOfLotToRetest(String tenantId, String lotId, String field) {
        return lots.lockInTenant(tenantId, lotId).call(lot -> {
            if (lot == null) {
                return Uni.createFrom().failure(new ProblemException(PlatformProblem.VALIDATION_FAILED, "No lot " + lotId
                        + " in your tenant.", List.of(new Problem.FieldError(field, "unknown lot"))));
            }
            return clock.today(tenantId).invoke(lot::requireRetestable);
        }).map(lot -> lot.materialId);
    }

    /**
     * Applies QA's usage decision to its lot under the lot's row lock, with the decision's signature.
     *
     * @param events where the lot's audit event is added, for the caller to record last
     * @throws ProblemException 409 lot_expired (an expired lot is never released), 409 invalid_transition
     */
    public Uni<Void> decideLot(String tenantId, String lotId, LotDecision decision, Signature signature,
            List<AuditEntry> events) {
        return lots.lockInTenant(tenantId, lotId).chain(lot -> clock.today(tenantId)
                .chain(today -> materials.findInTenant(tenantId, lot.materialId).map(material -> {
                    JsonNode before = support.recorded(LotView.recorded(lot));
                    Instant now = support.storedNow();
                    switch (decision) {
                        case RELEASE -> lot.release(signature, today, now);
                        case PASS_RETEST -> lot.passRetest(signature, material.retestIntervalDays, today, now);
                        case REJECT -> lot.reject(signature, now);
                    }
                    events.add(new AuditEntry(decision.action, "lot", lot.id,
                            Change.between(before, support.recorded(LotView.recorded(lot))), signature.reason()));
                    return null;
                }))).replaceWithVoid();
    }

    /**
     * A new lot of the product in quarantine, made by a production order released today:
     * manufactured today, expiring after the product's shelf life, due for retest after its interval.
     *
     * @param events where the lot's audit event is added, for the caller to record last
     * @return the new lot's id
     */
    public Uni<String> createOutputLot(String tenantId, String materialId, String orderId, List<AuditEntry> events) {
        return materials.findInTenant(tenantId, materialId).chain(material -> clock.today(tenantId)
                .chain(today -> numbers.next(tenantId, Lot.NUMBER_PREFIX).chain(number -> {
                    LocalDate expires = today.plusDays(material.shelfLifeDays);
                    Lot lot = new Lot();
                    lot.start(Ids.next(Lot.ID_PREFIX), tenantId, new LotData(number, material.id, material.baseUnit,
                            "production", orderId, null, today, expires,
                            Lot.retestDate(today, material.retestIntervalDays, expires)), support.storedNow());
                    return lots.persist(lot);
                }))).map(lot -> {
                    events.add(support.created("lot", lot.id, LotView.recorded(lot), null));
                    return lot.id;
                });
    }

    /**
     * Issues stock to a production order: see {@link ProductionStock#issue}.
     */
    public Uni<List<Allocation>> issueToProduction(String tenantId, Issue issue,
            List<AuditEntry> events) {
        return production.issue(tenantId, issue, events);
    }

    /** The tenant's business date. */
    public Uni<LocalDate> today(String tenantId) {
        return clock.today(tenantId);
    }

    /**
     * The output movement of a completed order into its lot at the location: 422
     * storage_condition_mismatch when the location's range is not within the product's.
     *
     * @param events where the movement's audit event is added, for the caller to record last
     */
    public Uni<Void> receiveOutput(String tenantId, String lotId, String locationId, Quantity quantity, String orderId,
            List<AuditEntry> events) {
        return lots.findInTenant(tenantId, lotId).chain(lot -> materials.findInTenant(tenantId, lot.materialId)
                .call(material -> locations.findInTenant(tenantId, locationId).invoke(location -> {
                    if (location == null) {
                        throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "No location " + locationId
                                + " in your tenant.", List.of(new Problem.FieldError("locationId", "unknown location")));
                    }
                    location.requireFitFor(material, "locationId");
                }))
                .chain(material -> ledger.post(tenantId, new MovementData(MovementType.OUTPUT, lot.id, lot.materialId, null,
                        locationId, quantity, orderId, null, null, support.storedNow(), support.actingUserId()))))
                .invoke(movement -> events.add(ledger.audited(movement))).replaceWithVoid();
    }

    private static LotData lotData(String number, Material material, NewLot newLot) {
        return new LotData(number, material.id, material.baseUnit, "receipt", newLot.sourceId(), newLot.supplierLotNumber(),
                newLot.manufacturedOn(), newLot.expiresOn(),
                Lot.retestDate(newLot.receivedOn(), material.retestIntervalDays, newLot.expiresOn()));
    }
}
