package com.pharmaerp.api.distribution;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.repository.ProductReturnsRepository;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** What customers sent back of a product's lots, for its product quality review: one statement. */
@ApplicationScoped
public class ProductReturns {

    /**
     * A line of a return naming one of the lots.
     *
     * @param reason {@code recall}, {@code complaint}, {@code damaged}, {@code commercial} or {@code other}
     * @param quantity authorized, in the lot's base unit
     * @param receivedQuantity what arrived; null until the return is received
     */
    public record ReturnLine(String returnId, String number, String reason, String status, String lotId, BigDecimal quantity,
            BigDecimal receivedQuantity, String unit) {
    }

    private final ProductReturnsRepository returns;

    public ProductReturns(ProductReturnsRepository returns) {
        this.returns = returns;
    }

    /** Every line of the tenant's returns, authorized or received, that names one of the lots, by number and lot. */
    public Uni<List<ReturnLine>> linesOf(UnitOfWork work, Collection<String> lotIds) {
        return lotIds.isEmpty() ? Uni.createFrom().item(List.of()) : returns.linesOf(work, lotIds);
    }
}
