package com.pharmaerp.api.distribution.repository;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.domain.Customer;
import com.pharmaerp.api.distribution.domain.CustomerData;
import com.pharmaerp.api.distribution.domain.CustomerStatus;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** The customers table. */
@ApplicationScoped
public class CustomerRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, code, name, country, license_number, "
            + "license_expires_on, status, approval, suspension FROM customers";

    /** The customer, or null. */
    public Uni<Customer> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), CustomerRepository::customer);
    }

    /** Newest first ({@code customers_newest}). */
    public Uni<List<Customer>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), CustomerRepository::customer);
    }

    /** @param exceptId the customer being changed ("" on create) */
    public Uni<Boolean> codeTaken(UnitOfWork work, String code, String exceptId) {
        return work.one("SELECT 1 FROM customers WHERE tenant_id = $1 AND code = $2 AND id <> $3",
                Tuple.of(work.tenantId(), code, exceptId), row -> true).map(found -> found != null);
    }

    public Uni<Void> insert(UnitOfWork work, Customer c) {
        return work.update("INSERT INTO customers (tenant_id, id, code, name, country, license_number, license_expires_on, "
                + "status, approval, suspension, version, created_at, updated_at) "
                + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
                Tuple.from(new Object[] { work.tenantId(), c.id(), c.code(), c.name(), c.country(),
                        c.data().licenseNumber(), c.data().licenseExpiresOn(), c.status().id(), Signature.stored(c.approval()),
                        Signature.stored(c.suspension()), c.version(), Rows.time(c.createdAt()), Rows.time(c.updatedAt()) }))
                .replaceWithVoid();
    }

    /** @return false when the row is no longer at the version before this change */
    public Uni<Boolean> update(UnitOfWork work, Customer c) {
        return work.update("UPDATE customers SET code = $3, name = $4, country = $5, license_number = $6, "
                + "license_expires_on = $7, status = $8, approval = $9, suspension = $10, version = $11, updated_at = $12 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $11 - 1",
                Tuple.from(new Object[] { work.tenantId(), c.id(), c.code(), c.name(), c.country(),
                        c.data().licenseNumber(), c.data().licenseExpiresOn(), c.status().id(), Signature.stored(c.approval()),
                        Signature.stored(c.suspension()), c.version(), Rows.time(c.updatedAt()) })).map(updated -> updated == 1);
    }

    private static Customer customer(Row row) {
        return Customer.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), new CustomerData(row.getString("code"), row.getString("name"),
                        row.getString("country"), row.getString("license_number"), row.getLocalDate("license_expires_on")),
                CustomerStatus.of(row.getString("status")), Signature.fromJson(row.getString("approval")),
                Signature.fromJson(row.getString("suspension")));
    }
}
