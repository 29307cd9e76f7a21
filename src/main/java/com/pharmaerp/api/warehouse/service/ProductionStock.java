package com.pharmaerp.api.warehouse.service;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.warehouse.WarehouseFacade.Allocation;
import com.pharmaerp.api.warehouse.WarehouseFacade.Issue;
import com.pharmaerp.api.warehouse.WarehouseProblem;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.repository.LotRepository;

import io.quarkus.hibernate.reactive.panache.Panache;
import io.smallrye.mutiny.Uni;

/**
 * Stock issued to production: first-expiry-first-out across the material's usable lots, or from a
 * named lot checked against that choice. The candidate balances are locked in (location, lot)
 * order before anything is allocated, the order every movement locks balances in, so concurrent
 * consumptions on any pod queue instead of overdrawing, and cannot deadlock with transfers.
 */
@ApplicationScoped
public class ProductionStock {

    /** A usable lot's stock at a location, as FEFO orders it. */
    record Candidate(String lotId, String locationId, BigDecimal quantity, String number, LocalDate expiresOn,
            Instant receivedAt) {

        static final Comparator<Candidate> FEFO = Comparator.comparing(Candidate::expiresOn)
                .thenComparing(Candidate::receivedAt).thenComparing(Candidate::number).thenComparing(Candidate::locationId);
    }

    private final LotRepository lots;
    private final StockLedger ledger;
    private final ResourceSupport support;

    public ProductionStock(LotRepository lots, StockLedger ledger, ResourceSupport support) {
        this.lots = lots;
        this.ledger = ledger;
        this.support = support;
    }

    /**
     * Posts the issue movements of one consumption and links the lots consumed to the order's output lot.
     *
     * @param events where the movements' audit events are added, for the caller to record last
     * @throws ProblemException 422 for a named lot of another material or none; 409 lot_expired,
     *         lot_retest_due, lot_not_released for a named lot; 409 fefo_violation for a named lot
     *         FEFO would not pick, without an override; 409 insufficient_stock
     */
    public Uni<List<Allocation>> issue(String tenantId, Issue issue, List<AuditEntry> events) {
        Uni<Void> named = issue.lotId() == null ? Uni.createFrom().voidItem()
                : lots.findInTenant(tenantId, issue.lotId()).invoke(lot -> {
                    if (lot == null || !lot.materialId.equals(issue.materialId())) {
                        throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "No lot " + issue.lotId() + " of material "
                                + issue.materialId() + " in your tenant.", List.of(new Problem.FieldError("lotId",
                                        "not a lot of the material")));
                    }
                    lot.requireUsable(issue.today());
                }).replaceWithVoid();
        return named.chain(() -> candidates(tenantId, issue)).map(candidates -> allocate(issue, candidates))
                .chain(planned -> post(tenantId, issue, planned, events));
    }

    /** The usable stock of the material (at the location, if named), its balances locked in (location, lot) order. */
    Uni<List<Candidate>> candidates(String tenantId, Issue issue) {
        return Panache.getSession().chain(session -> session.createNativeQuery("SELECT b.lot_id, b.location_id, b.quantity, "
                + "l.number, l.expires_on, l.created_at FROM stock_balances b JOIN lots l ON l.tenant_id = b.tenant_id "
                + "AND l.id = b.lot_id WHERE b.tenant_id = :tenant AND b.material_id = :material AND b.quantity > 0 "
                + "AND l.status = 'released' AND l.expires_on >= :today AND l.retest_on >= :today "
                + "AND (CAST(:location AS text) IS NULL OR b.location_id = :location) "
                + "ORDER BY b.location_id, b.lot_id FOR UPDATE OF b", Object[].class)
                .setParameter("tenant", tenantId).setParameter("material", issue.materialId())
                .setParameter("today", issue.today()).setParameter("location", issue.locationId()).getResultList())
                .map(rows -> rows.stream().map(row -> new Candidate((String) row[0], (String) row[1], (BigDecimal) row[2],
                        (String) row[3], (LocalDate) row[4], instant(row[5]))).sorted(Candidate.FEFO).toList());
    }

    private static Instant instant(Object value) {
        return value instanceof OffsetDateTime time ? time.toInstant() : (Instant) value;
    }

    /** Earliest expiry first, splitting across lots; a named lot only from its own balances. */
    static List<Candidate> allocate(Issue issue, List<Candidate> candidates) {
        List<Candidate> from = candidates;
        if (issue.lotId() != null) {
            if (!candidates.isEmpty() && !candidates.get(0).lotId().equals(issue.lotId()) && !issue.fefoOverridden()) {
                Candidate first = candidates.get(0);
                throw new ProblemException(WarehouseProblem.FEFO_VIOLATION, "First expiry, first out picks lot " + first.number()
                        + " (expires " + first.expiresOn() + ") before lot " + issue.lotId() + ": consume that, or say why "
                        + "not in fefoOverrideReason.");
            }
            from = candidates.stream().filter(candidate -> candidate.lotId().equals(issue.lotId())).toList();
        }
        BigDecimal open = issue.quantity().value();
        List<Candidate> planned = new ArrayList<>();
        for (Candidate candidate : from) {
            if (open.signum() == 0) {
                break;
            }
            BigDecimal taken = candidate.quantity().min(open);
            planned.add(new Candidate(candidate.lotId(), candidate.locationId(), taken, candidate.number(),
                    candidate.expiresOn(), candidate.receivedAt()));
            open = open.subtract(taken);
        }
        if (open.signum() > 0) {
            throw new ProblemException(WarehouseProblem.INSUFFICIENT_STOCK, "Only " + issue.quantity().value().subtract(open)
                    .stripTrailingZeros().toPlainString() + " " + issue.quantity().unit().symbol() + " of material "
                    + issue.materialId() + " is usable" + (issue.lotId() == null ? "" : " in lot " + issue.lotId())
                    + (issue.locationId() == null ? "" : " at " + issue.locationId()) + ": nothing was consumed.");
        }
        return planned;
    }

    private Uni<List<Allocation>> post(String tenantId, Issue issue, List<Candidate> planned, List<AuditEntry> events) {
        List<Allocation> allocations = new ArrayList<>();
        Instant now = support.storedNow();
        Uni<Void> chain = Uni.createFrom().voidItem();
        for (Candidate take : planned) {
            Quantity quantity = new Quantity(take.quantity(), issue.quantity().unit());
            chain = chain.chain(() -> ledger.post(tenantId, new MovementData(MovementType.ISSUE, take.lotId(), issue.materialId(),
                    take.locationId(), null, quantity, issue.orderId(), null, null, now, support.actingUserId())))
                    .invoke(movement -> {
                        events.add(ledger.audited(movement));
                        allocations.add(new Allocation(take.lotId(), take.locationId(), quantity, movement.id));
                    })
                    .chain(() -> link(tenantId, take.lotId(), issue.outputLotId(), issue.orderId()));
        }
        return chain.replaceWith(allocations);
    }

    private static Uni<Void> link(String tenantId, String consumed, String produced, String orderId) {
        return Panache.getSession().chain(session -> session.createNativeQuery("INSERT INTO lot_links (tenant_id, "
                + "consumed_lot_id, produced_lot_id, order_id) VALUES (:tenant, :consumed, :produced, :order) "
                + "ON CONFLICT DO NOTHING").setParameter("tenant", tenantId).setParameter("consumed", consumed)
                .setParameter("produced", produced).setParameter("order", orderId).executeUpdate()).replaceWithVoid();
    }
}
