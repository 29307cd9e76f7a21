package com.pharmaerp.api.warehouse.service;

import java.time.LocalDate;
import java.util.function.Function;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.clock.BusinessClock;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.persistence.TenantGuard;
import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.api.GenealogyView;
import com.pharmaerp.api.warehouse.api.LotView;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotData;
import com.pharmaerp.api.warehouse.domain.LotStatus;
import com.pharmaerp.api.warehouse.repository.LotRepository;

import io.quarkus.hibernate.reactive.panache.Panache;
import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/** Lots of a tenant: read with their status as of the business date; QA holds and releases them with a signature. */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class LotService extends TenantResources<Lot, LotData, ResourceKind.Input, LotView> {

    private static final ResourceKind<Lot, LotData, ResourceKind.Input, LotView> KIND = ResourceKind.readOnly(Lot.ID_PREFIX,
            "lot", LotView::recorded, WarehouseRoles.QA);

    private final BusinessClock clock;

    public LotService(LotRepository lots, ResourceSupport support, BusinessClock clock) {
        super(lots, support, KIND);
        this.clock = clock;
    }

    @Override
    protected Uni<Function<Lot, LotView>> viewer(String tenantId) {
        return clock.today(tenantId).map(LotService::viewOn);
    }

    private static Function<Lot, LotView> viewOn(LocalDate today) {
        return lot -> LotView.of(lot, today);
    }

    /**
     * @param materialId null for every material
     * @param status null for every status; expired and the others as the business date shows them
     */
    @WithTransaction
    public Uni<Page<LotView>> list(String tenantId, String materialId, LotStatus status, Cursor after, int limit) {
        return TenantGuard.enter(tenantId).chain(() -> clock.today(tenantId)).chain(today -> {
            QueryFilter filter = QueryFilter.of(tenantId).equal("materialId", materialId);
            if (status == LotStatus.EXPIRED) {
                filter.where("status <> 'rejected'").where("expiresOn < :", today);
            } else if (status == LotStatus.REJECTED) {
                filter.where("status = 'rejected'");
            } else if (status != null) {
                filter.equal("status", status.id()).where("expiresOn >= :", today);
            }
            // The date the filter used also dates the views: one read of the clock, not two.
            return page(filter, after, limit, viewOn(today));
        });
    }

    /** How deep a genealogy is followed: far beyond any real chain of intermediates, and a stop should data ever loop. */
    static final int MAX_DEPTH = 100;

    /**
     * A recall's question in one query: every lot consumed into this one, recursively (backward),
     * or made from it (forward), each at the smallest depth it is reached.
     */
    @WithTransaction
    public Uni<GenealogyView> genealogy(String tenantId, String id, boolean backward) {
        String from = backward ? "produced_lot_id" : "consumed_lot_id";
        String to = backward ? "consumed_lot_id" : "produced_lot_id";
        return TenantGuard.enter(tenantId).chain(() -> find(tenantId, id, false)).chain(lot -> view(tenantId, lot))
                .chain(lot -> Panache.getSession().chain(session -> session.createNativeQuery("WITH RECURSIVE tree (lot_id, "
                        + "depth) AS (SELECT " + to + ", 1 FROM lot_links WHERE tenant_id = :tenant AND " + from + " = :lot "
                        + "UNION SELECT l." + to + ", t.depth + 1 FROM lot_links l JOIN tree t ON l.tenant_id = :tenant "
                        + "AND l." + from + " = t.lot_id WHERE t.depth < :max) "
                        + "SELECT lots.id, lots.number, lots.material_id, min(tree.depth) AS depth FROM tree JOIN lots "
                        + "ON lots.tenant_id = :tenant AND lots.id = tree.lot_id GROUP BY lots.id, lots.number, "
                        + "lots.material_id ORDER BY depth, lots.number", Object[].class)
                        .setParameter("tenant", tenantId).setParameter("lot", id).setParameter("max", MAX_DEPTH)
                        .getResultList())
                        .map(rows -> new GenealogyView(lot, backward ? "backward" : "forward", rows.stream()
                                .map(row -> new GenealogyView.Node((String) row[0], (String) row[1], (String) row[2],
                                        ((Number) row[3]).intValue())).toList())));
    }

    public Uni<LotView> hold(String tenantId, String id, String ifMatch, Signed body) {
        return signedTransition(tenantId, id, ifMatch, body, Meaning.REJECTION, WarehouseRoles.QA, "lot.held",
                (lot, signed, now) -> {
                    lot.hold(signed, now);
                    return Uni.createFrom().voidItem();
                });
    }

    public Uni<LotView> unhold(String tenantId, String id, String ifMatch, Signed body) {
        return signedTransition(tenantId, id, ifMatch, body, Meaning.APPROVAL, WarehouseRoles.QA, "lot.unheld",
                (lot, signed, now) -> {
                    lot.unhold(signed, now);
                    return Uni.createFrom().voidItem();
                });
    }
}
