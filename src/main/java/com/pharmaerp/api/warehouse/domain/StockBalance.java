package com.pharmaerp.api.warehouse.domain;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;

/**
 * How much of a lot is in a location: the ledger's sum, kept in the same transaction as every
 * movement (see {@code StockLedger}). Read here; written only by the ledger's conditional SQL.
 */
@Entity
@Table(name = "stock_balances")
@IdClass(StockBalance.Key.class)
public class StockBalance {

    @Id
    @Column(name = "tenant_id")
    public String tenantId;
    @Id
    @Column(name = "lot_id")
    public String lotId;
    @Id
    @Column(name = "location_id")
    public String locationId;
    @Column(name = "material_id")
    public String materialId;
    public BigDecimal quantity;
    @Column(name = "created_at")
    public Instant createdAt;

    /** The primary key: a JPA id class (a plain class, as Hibernate instantiates and fills it). */
    public static class Key implements Serializable {
        public String tenantId;
        public String lotId;
        public String locationId;

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Objects.equals(tenantId, key.tenantId) && Objects.equals(lotId, key.lotId)
                    && Objects.equals(locationId, key.locationId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(tenantId, lotId, locationId);
        }
    }
}
