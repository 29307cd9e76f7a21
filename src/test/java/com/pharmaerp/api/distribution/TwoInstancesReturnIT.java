package com.pharmaerp.api.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.OutboundFlow;
import com.pharmaerp.api.testsupport.TwoInstances;

/**
 * Returns of one shipment and lot racing on two packaged jars on one database: together they never
 * claim more than the shipment took; the ones beyond it are refused with return_exceeds_shipped.
 */
class TwoInstancesReturnIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int RETURNS = 16;

    @TempDir
    Path dir;

    @Test
    void returnsRacingOnTwoPodsNeverClaimMoreThanWasShipped() throws Exception {
        try (TwoInstances pods = TwoInstances.start(dir)) {
            GmpFlow gmp = pods.flow;
            OutboundFlow flow = OutboundFlow.buying(gmp);
            String lot = flow.releasedLot("10", LocalDate.now().plusDays(300), gmp.storeA);
            String customer = flow.approvedCustomer();
            String shipment = flow.draft(customer, List.of(flow.line(1, "5")));
            flow.ship(shipment).then().statusCode(200);
            String body = JSON.writeValueAsString(Map.of("shipmentId", shipment, "reason", "commercial", "lines",
                    List.of(Map.of("lineNo", 1, "lotId", lot, "quantity", Map.of("value", "1", "unit", "kg")))));

            List<HttpResponse<String>> answers = TwoInstances.concurrently(RETURNS, i -> pods.post(pods.either(i),
                    "/v1/returns", body, gmp.clerk, Map.of()));

            long authorized = answers.stream().filter(answer -> answer.statusCode() == 201).count();
            for (HttpResponse<String> answer : answers) {
                assertThat(answer.statusCode()).as(answer.body()).isIn(201, 409);
                if (answer.statusCode() == 409) {
                    assertThat(JSON.readTree(answer.body()).path("code").asText()).isEqualTo("return_exceeds_shipped");
                }
            }
            assertThat(authorized).as("one kilogram each, of five shipped").isEqualTo(5);
            try (Connection superuser = pods.superuser(); ResultSet rows = superuser.createStatement().executeQuery(
                    "SELECT count(*) FROM returns WHERE shipment_id = '" + shipment + "'")) {
                rows.next();
                assertThat(rows.getLong(1)).isEqualTo(5);
            }
        }
    }
}
