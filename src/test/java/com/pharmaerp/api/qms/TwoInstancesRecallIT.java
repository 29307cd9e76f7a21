package com.pharmaerp.api.qms;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.LedgerCheck;
import com.pharmaerp.api.testsupport.OutboundFlow;
import com.pharmaerp.api.testsupport.TwoInstances;

/**
 * A recall and shipments of the recalled lot racing on two packaged jars on one database: a shipment
 * of the lot either committed before the recall (and the recall lists it) or is refused; none
 * commits after it, and no balance goes below zero.
 */
class TwoInstancesRecallIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int SHIPMENTS = 24;

    @TempDir
    Path dir;

    @Test
    void aShipmentOfARecalledLotEitherCommittedFirstAndIsListedOrIsRefused() throws Exception {
        try (TwoInstances pods = TwoInstances.start(dir)) {
            GmpFlow gmp = pods.flow;
            OutboundFlow flow = OutboundFlow.buying(gmp);
            String recalled = flow.releasedLot("20", LocalDate.now().plusDays(300), gmp.storeA);
            String other = flow.releasedLot("20", LocalDate.now().plusDays(400), gmp.storeB);
            String customer = flow.approvedCustomer();
            List<String> drafts = new ArrayList<>();
            for (int i = 0; i < SHIPMENTS; i++) {
                // Half name the lot, half leave it to FEFO, which picks it first while it is released.
                drafts.add(flow.draft(customer, List.of(i % 2 == 0 ? flow.namedLine("1", recalled, "Contract lot")
                        : flow.line(1, "1"))));
            }
            String recall = JSON.writeValueAsString(Map.of("lotId", recalled, "classification", "class_1", "reason",
                    "Sterility failure", "signature", gmp.signature(gmp.qa, "rejection")));

            List<HttpResponse<String>> answers = TwoInstances.concurrently(SHIPMENTS + 1, i -> i == SHIPMENTS / 2
                    ? pods.post(pods.either(i), "/v1/recalls", recall, gmp.qa, Map.of())
                    : pods.post(pods.either(i), "/v1/shipments/" + drafts.get(i < SHIPMENTS / 2 ? i : i - 1) + "/ship", "",
                            gmp.clerk, Map.of()));

            HttpResponse<String> opened = answers.get(SHIPMENTS / 2);
            assertThat(opened.statusCode()).as(opened.body()).isEqualTo(201);
            for (HttpResponse<String> answer : answers) {
                assertThat(answer.statusCode()).as(answer.body()).isIn(200, 201, 409);
                if (answer.statusCode() == 409) {
                    assertThat(JSON.readTree(answer.body()).path("code").asText()).isIn("lot_not_released", "insufficient_stock");
                }
            }
            Set<String> listed = new HashSet<>();
            JSON.readTree(opened.body()).path("affectedShipments").forEach(s -> listed.add(s.path("shipmentId").asText()));
            try (Connection superuser = pods.superuser()) {
                assertThat(shippedWith(superuser, recalled)).as("shipments that took the recalled lot").isEqualTo(listed);
                assertThat(LedgerCheck.negativeBalances(superuser)).isZero();
                assertThat(LedgerCheck.mismatches(superuser)).as("balances that differ from the ledger's sum").isZero();
            }
            JsonNode lot = JSON.readTree(pods.get(pods.b, "/v1/lots/" + recalled).body());
            assertThat(lot.path("status").asText()).isEqualTo("on_hold");
            assertThat(JSON.readTree(pods.get(pods.a, "/v1/lots/" + other).body()).path("status").asText()).isEqualTo("released");
        }
    }

    private static Set<String> shippedWith(Connection superuser, String lot) throws Exception {
        Set<String> shipped = new HashSet<>();
        try (ResultSet rows = superuser.createStatement().executeQuery("SELECT DISTINCT shipment_id FROM shipment_allocations "
                + "WHERE lot_id = '" + lot + "'")) {
            while (rows.next()) {
                shipped.add(rows.getString(1));
            }
        }
        return shipped;
    }
}
