package com.pharmaerp.api.distribution;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.repository.ReturnRepository;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** What came back for recalls: the received lines of the returns naming them, which a recall reconciles. */
@ApplicationScoped
public class RecallReturns {

    /** So much of a lot received back from a customer, by a return naming the recall, from the shipment named. */
    public record Returned(String recallId, String shipmentId, String customerId, String lotId, String materialId,
            Quantity quantity) {
    }

    private final ReturnRepository returns;

    public RecallReturns(ReturnRepository returns) {
        this.returns = returns;
    }

    /** Every received line of a return naming one of the recalls; one statement however many recalls. */
    public Uni<List<Returned>> receivedFor(UnitOfWork work, Collection<String> recallIds) {
        return returns.ofRecalls(work, recallIds).map(found -> found.stream().flatMap(r -> r.lines().stream()
                .filter(line -> line.receivedQuantity() != null).map(line -> new Returned(r.recallId(), r.shipmentId(),
                        r.customerId(), line.lotId(), line.materialId(), line.receivedQuantity()))).toList());
    }
}
