package com.pharmaerp.api.distribution.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.DistributionRoles;
import com.pharmaerp.api.distribution.domain.Shipment;
import com.pharmaerp.api.distribution.domain.ShipmentAllocation;
import com.pharmaerp.api.distribution.domain.ShipmentInput;
import com.pharmaerp.api.distribution.domain.ShipmentLine;
import com.pharmaerp.api.distribution.domain.ShipmentStatus;
import com.pharmaerp.api.distribution.repository.CustomerRepository;
import com.pharmaerp.api.distribution.repository.ShipmentRepository;
import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.problem.RepeatedLineNumbers;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.DistributionStock;

import io.smallrye.mutiny.Uni;

/**
 * Shipments of finished product to customers: the warehouse clerk drafts, changes, ships and cancels
 * them. Shipping checks the customer, then issues every line through the warehouse's
 * {@link DistributionStock} (the same FEFO, checks and locks as production's consumptions) and posts
 * it out of stock, all or nothing.
 */
@ApplicationScoped
public class ShipmentService {

    /** Only finished product ships. */
    static final String SHIPPABLE_TYPE = "finished";

    private final ShipmentRepository shipments;
    private final CustomerRepository customers;
    private final DistributionStock stock;
    private final DocumentNumbers numbers;
    private final ActingUser actingUser;

    public ShipmentService(ShipmentRepository shipments, CustomerRepository customers, DistributionStock stock,
            DocumentNumbers numbers, ActingUser actingUser) {
        this.shipments = shipments;
        this.customers = customers;
        this.stock = stock;
        this.numbers = numbers;
        this.actingUser = actingUser;
    }

    /** A new draft by the clerk: the role, then 422 for records of no use (see {@link #resolve}). */
    public Uni<Shipment> create(UnitOfWork work, ShipmentInput input) {
        actingUser.requireRole(DistributionRoles.CLERK);
        return resolve(work, input).chain(lines -> numbers.next(work, Shipment.NUMBER_PREFIX).map(number -> {
            Shipment shipment = Shipment.draft(Ids.next(Shipment.ID_PREFIX), number, input.customerId(), lines,
                    work.userId(), work.now());
            work.record(shipment.created());
            return shipment;
        })).call(shipment -> shipments.insert(work, shipment));
    }

    /** The shipment of the tenant; 404 when there is none. */
    public Uni<Shipment> get(UnitOfWork work, String id) {
        return Found.require(Shipment.ID_PREFIX, id, Shipment.NOUN, () -> shipments.find(work, id));
    }

    /** Each filter null for none. */
    public Uni<Page<Shipment>> list(UnitOfWork work, ShipmentStatus status, String customerId, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id())
                .equal("customer_id", customerId);
        return shipments.page(work, query, after, limit).map(rows -> Page.of(rows, limit,
                s -> new Cursor(s.createdAt(), s.id()), s -> s));
    }

    /**
     * A merge patch of a draft: 404; the patch applied and valid (422); 422 for records of no use; the
     * role (403); If-Match (428/412); then 409 invalid_transition for a shipment that is no draft.
     *
     * @param patched the shipment as written, with the patch applied
     */
    public Uni<Shipment> change(UnitOfWork work, String id, Patch patch, Function<Shipment, ShipmentInput> patched) {
        return get(work, id).chain(shipment -> {
            ShipmentInput input = patched.apply(shipment);
            return resolve(work, input).chain(lines -> {
                actingUser.requireRole(DistributionRoles.CLERK);
                Versions.require(patch.ifMatch(), shipment.version());
                return work.saveChange(shipment.change(input.customerId(), lines, work.now()), shipment,
                        () -> shipments.update(work, shipment));
            });
        });
    }

    /**
     * Ships a draft: the role; If-Match when sent; the draft read again under its row lock (409
     * invalid_transition once shipped or cancelled); the customer approved and licensed on the business
     * date (409 customer_not_approved, customer_license_expired); every line issued from released stock
     * (409 lot_expired, lot_retest_due, lot_not_released, fefo_violation, insufficient_stock).
     */
    public Uni<Shipment> ship(UnitOfWork work, String id, String ifMatch) {
        return get(work, id).invoke(found -> checkClerkAndVersion(found, ifMatch))
                .chain(found -> shipments.lock(work, id)).chain(shipment -> shipLocked(work, shipment, ifMatch));
    }

    private Uni<Shipment> shipLocked(UnitOfWork work, Shipment shipment, String ifMatch) {
        if (ifMatch != null) {
            Versions.require(ifMatch, shipment.version());
        }
        shipment.requireShippable();
        return customers.find(work, shipment.customerId()).invoke(customer -> customer.requireShippable(work.today()))
                .chain(() -> stock.ship(work, shipment.id(), requests(shipment)))
                .chain(taken -> {
                    List<ShipmentAllocation> picked = taken.stream().map(part -> {
                        ShipmentLine line = shipment.lines().get(part.line());
                        return new ShipmentAllocation(line.lineNo(), part.lotId(), part.locationId(), line.materialId(),
                                part.quantity(), part.movementId());
                    }).toList();
                    return work.saveChange(shipment.ship(picked, work.userId(), work.today(), work.now()), shipment,
                            () -> shipments.shipped(work, shipment));
                });
    }

    /** Cancels a draft: 404; the role; If-Match when sent; 409 invalid_transition for a shipment that is no draft. */
    public Uni<Shipment> cancel(UnitOfWork work, String id, String ifMatch) {
        return get(work, id).chain(shipment -> {
            checkClerkAndVersion(shipment, ifMatch);
            return work.saveChange(shipment.cancel(work.now()), shipment, () -> shipments.update(work, shipment));
        });
    }

    private void checkClerkAndVersion(Shipment shipment, String ifMatch) {
        actingUser.requireRole(DistributionRoles.CLERK);
        if (ifMatch != null) {
            Versions.require(ifMatch, shipment.version());
        }
    }

    private static List<DistributionStock.Line> requests(Shipment shipment) {
        return IntStream.range(0, shipment.lines().size()).mapToObj(i -> {
            ShipmentLine line = shipment.lines().get(i);
            return new DistributionStock.Line(line.materialId(), line.quantity(), line.lotId(),
                    line.fefoOverrideReason() != null, "lines[" + i + "].");
        }).toList();
    }

    /**
     * 422 for an unknown customer or material, a material that is not finished product, a repeated line
     * number, a unit of another dimension, a zero quantity.
     */
    private Uni<List<ShipmentLine>> resolve(UnitOfWork work, ShipmentInput input) {
        List<Problem.FieldError> errors = new ArrayList<>(
                RepeatedLineNumbers.in(input.lines().stream().map(ShipmentInput.Line::lineNo).toList()));
        return customers.find(work, input.customerId()).chain(customer -> {
            if (customer == null) {
                errors.add(new Problem.FieldError("customerId", "unknown customer"));
            }
            return stock.products(work, input.lines().stream().map(ShipmentInput.Line::materialId).toList());
        }).map(found -> {
            Map<String, DistributionStock.Product> byId = found.stream()
                    .collect(Collectors.toMap(DistributionStock.Product::id, Function.identity()));
            List<ShipmentLine> lines = new ArrayList<>();
            for (int i = 0; i < input.lines().size(); i++) {
                ShipmentInput.Line line = input.lines().get(i);
                String field = "lines[" + i + "]";
                DistributionStock.Product material = byId.get(line.materialId());
                if (material == null) {
                    errors.add(new Problem.FieldError(field + ".materialId", "unknown material"));
                    continue;
                }
                if (!SHIPPABLE_TYPE.equals(material.type())) {
                    errors.add(new Problem.FieldError(field + ".materialId", "a " + material.type()
                            + " material; only finished product ships"));
                    continue;
                }
                Quantity quantity = line.quantity().in(material.baseUnit(), field + ".quantity");
                if (!quantity.isPositive()) {
                    errors.add(new Problem.FieldError(field + ".quantity.value", "must be greater than 0"));
                }
                lines.add(new ShipmentLine(line.lineNo(), line.materialId(), quantity, line.lotId(), line.fefoOverrideReason()));
            }
            if (!errors.isEmpty()) {
                throw new Refusal(PlatformProblem.VALIDATION_FAILED, "The shipment names records of no use here.",
                        errors);
            }
            return lines;
        });
    }
}
