package com.pharmaerp.api.qms.repository;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.domain.ReviewContent;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/** The quality system's own records a product quality review counts: its complaints, recalls and CAPAs, one statement each. */
@ApplicationScoped
public class ReviewSourcesRepository {

    /** By {@code complaints_material}: the product's complaints received in the period. */
    private static final String COMPLAINTS = "SELECT id, number, received_on, category, status, lot_id, reportable, "
            + "report_due_on, (report::jsonb ->> 'reportedOn')::date AS reported_on FROM complaints WHERE tenant_id = $1 "
            + "AND material_id = $2 AND received_on BETWEEN $3 AND $4 ORDER BY number";
    private static final String RECALLS = "SELECT r.id, r.number, r.classification, r.status, r.lot_id, "
            + "array_agg(l.lot_id ORDER BY l.lot_id) AS lots FROM recalls r JOIN recall_lots l ON l.tenant_id = r.tenant_id "
            + "AND l.recall_id = r.id WHERE r.tenant_id = $1 AND l.lot_id = ANY($2) "
            + "GROUP BY r.id, r.number, r.classification, r.status, r.lot_id ORDER BY r.number";
    /** The CAPAs naming any of the records, and those naming one of them, at any depth ({@code capa_sources_source}). */
    private static final String CAPAS = "WITH RECURSIVE named (capa_id, source_id) AS (SELECT capa_id, source_id "
            + "FROM capa_sources WHERE tenant_id = $1 AND source_id = ANY($2) UNION SELECT s.capa_id, s.source_id "
            + "FROM capa_sources s JOIN named n ON s.source_id = n.capa_id WHERE s.tenant_id = $1 AND s.type = 'capa') "
            + "SELECT c.id, c.number, c.title, c.status, c.verdict, array_agg(DISTINCT n.source_id ORDER BY n.source_id) AS names "
            + "FROM capas c JOIN named n ON n.capa_id = c.id WHERE c.tenant_id = $1 "
            + "GROUP BY c.id, c.number, c.title, c.status, c.verdict ORDER BY c.number";

    public Uni<List<ReviewContent.Complaint>> complaints(UnitOfWork work, String productMaterialId, LocalDate from,
            LocalDate to) {
        return work.list(COMPLAINTS, Tuple.of(work.tenantId(), productMaterialId, from, to),
                row -> new ReviewContent.Complaint(row.getString("id"), row.getString("number"), row.getLocalDate("received_on"),
                        row.getString("category"), row.getString("status"), row.getString("lot_id"), row.getBoolean("reportable"),
                        row.getLocalDate("report_due_on"), row.getLocalDate("reported_on")));
    }

    /** The recalls that found any of the lots, each with which of them. */
    public Uni<List<ReviewContent.Recall>> recalls(UnitOfWork work, Collection<String> lotIds) {
        return lotIds.isEmpty() ? Uni.createFrom().item(List.of()) : work.list(RECALLS, Tuple.of(work.tenantId(),
                lotIds.toArray(String[]::new)), row -> new ReviewContent.Recall(row.getString("id"), row.getString("number"),
                        row.getString("classification"), row.getString("status"), row.getString("lot_id"),
                        Arrays.asList(row.getArrayOfStrings("lots"))));
    }

    /** @param sourceIds deviations, complaints: a CAPA naming one is counted, and so is a CAPA naming a counted one */
    public Uni<List<ReviewContent.Capa>> capas(UnitOfWork work, Collection<String> sourceIds) {
        return sourceIds.isEmpty() ? Uni.createFrom().item(List.of()) : work.list(CAPAS, Tuple.of(work.tenantId(),
                sourceIds.toArray(String[]::new)), row -> new ReviewContent.Capa(row.getString("id"), row.getString("number"),
                        row.getString("title"), row.getString("status"), row.getString("verdict"),
                        Arrays.asList(row.getArrayOfStrings("names"))));
    }
}
