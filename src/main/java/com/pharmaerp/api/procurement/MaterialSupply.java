package com.pharmaerp.api.procurement;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.List;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.repository.AuditEventRepository;
import com.pharmaerp.api.platform.audit.repository.AuditEventRepository.Subject;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.procurement.domain.Supplier;
import com.pharmaerp.api.procurement.domain.SupplierEvent;
import com.pharmaerp.api.procurement.repository.MaterialSupplyRepository;

import io.smallrye.mutiny.Uni;

/** Who supplies a product's starting materials and what they delivered, for its product quality review. */
@ApplicationScoped
public class MaterialSupply {

    /**
     * A supplier approved for one of the materials.
     *
     * @param status {@code pending}, {@code approved} or {@code suspended}, as it is now
     */
    public record ApprovedSupplier(String id, String code, String name, String status, List<String> approvedMaterialIds) {
    }

    /** A lot of one of the materials received on a goods receipt from a supplier. */
    public record ReceivedLot(String receiptId, String receiptNumber, LocalDate receivedOn, String supplierId,
            String materialId, String lotId) {
    }

    /**
     * A supplier's approval or suspension as the audit trail keeps it.
     *
     * @param action {@code supplier.approved} or {@code supplier.suspended}
     */
    public record StatusChange(String supplierId, String action, Instant occurredAt, String auditEventId) {
    }

    private static final Set<String> STATUS_CHANGES = Set.of(SupplierEvent.Approved.TYPE.type(),
            SupplierEvent.Suspended.TYPE.type());

    private final MaterialSupplyRepository supply;
    private final AuditEventRepository trail;

    public MaterialSupply(MaterialSupplyRepository supply, AuditEventRepository trail) {
        this.supply = supply;
        this.trail = trail;
    }

    /** The suppliers approved for any of the materials, whatever their status now, by code. */
    public Uni<List<ApprovedSupplier>> suppliersOf(UnitOfWork work, Collection<String> materialIds) {
        return materialIds.isEmpty() ? Uni.createFrom().item(List.of()) : supply.suppliersOf(work, materialIds);
    }

    /** The lots of the materials received between the dates, both included, by receipt date and number. */
    public Uni<List<ReceivedLot>> receivedBetween(UnitOfWork work, Collection<String> materialIds, LocalDate from,
            LocalDate to) {
        return materialIds.isEmpty() ? Uni.createFrom().item(List.of()) : supply.receivedBetween(work, materialIds, from, to);
    }

    /** The suppliers' approvals and suspensions on a UTC date between the dates, both included, oldest first. */
    public Uni<List<StatusChange>> statusChanges(UnitOfWork work, Collection<String> supplierIds, LocalDate from, LocalDate to) {
        if (supplierIds.isEmpty()) {
            return Uni.createFrom().item(List.of());
        }
        return trail.of(work, supplierIds.stream().map(id -> new Subject(Supplier.NOUN, id)).toList()).map(events -> events
                .stream().filter(e -> STATUS_CHANGES.contains(e.action())).map(e -> new StatusChange(e.entityId(), e.action(),
                        e.occurredAt(), e.id())).filter(change -> {
                            LocalDate on = change.occurredAt().atOffset(ZoneOffset.UTC).toLocalDate();
                            return !on.isBefore(from) && !on.isAfter(to);
                        }).toList());
    }
}
