package com.pharmaerp.api.warehouse.repository;

import java.time.LocalDate;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/** Which lots production made of a material over a period ({@code lots_material} narrows them to the material). */
@ApplicationScoped
public class MadeLotsRepository {

    /** The ids of the material's lots of origin production manufactured between the dates, both included. */
    public Uni<List<String>> madeBetween(UnitOfWork work, String materialId, LocalDate from, LocalDate to) {
        return work.list("SELECT id FROM lots WHERE tenant_id = $1 AND material_id = $2 AND origin = 'production' "
                + "AND manufactured_on BETWEEN $3 AND $4", Tuple.of(work.tenantId(), materialId, from, to),
                row -> row.getString("id"));
    }
}
