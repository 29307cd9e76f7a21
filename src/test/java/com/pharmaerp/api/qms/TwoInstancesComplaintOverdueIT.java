package com.pharmaerp.api.qms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.OutboundFlow;
import com.pharmaerp.api.testsupport.TwoInstances;

/**
 * Two packaged jars on one database, each running the daily pass every second: a reportable complaint
 * whose report is past due gets its complaint.report_overdue event once, not once per pod or per pass.
 */
class TwoInstancesComplaintOverdueIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void anOverdueReportIsNoticedOnceAcrossPodsAndPasses() throws Exception {
        try (TwoInstances pods = TwoInstances.start(dir, Map.of("ERP_QMS_DAILY_PASS_INTERVAL", "1s"))) {
            GmpFlow gmp = pods.flow;
            OutboundFlow flow = OutboundFlow.buying(gmp);
            String lot = flow.releasedLot("20", LocalDate.now().plusDays(300), gmp.storeA);
            String received = LocalDate.now(ZoneOffset.UTC).minusWeeks(3).toString();
            HttpResponse<String> created = pods.post(pods.a, "/v1/complaints", JSON.writeValueAsString(Map.of("receivedOn",
                    received, "category", "quality_defect", "description", "Cracked tablets", "country", "US", "lotId", lot,
                    "reporter", Map.of("name", "Main Street Pharmacy", "contact", "+1 555 0100"))), gmp.qa, Map.of());
            assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
            String complaint = JSON.readTree(created.body()).path("id").asText();
            HttpResponse<String> assessed = pods.post(pods.b, "/v1/complaints/" + complaint + "/assessment",
                    JSON.writeValueAsString(Map.of("reportable", true, "rationale", "Field alert", "signature",
                            gmp.signature(gmp.qa, "review"))), gmp.qa, Map.of("If-Match", "\"1\""));
            assertThat(assessed.statusCode()).as(assessed.body()).isEqualTo(200);

            try (Connection superuser = pods.superuser()) {
                await().atMost(Duration.ofSeconds(60)).until(() -> notices(superuser, complaint) >= 1);
                // Both pods keep passing every second: the count stays one.
                await().during(Duration.ofSeconds(5)).atMost(Duration.ofSeconds(10))
                        .until(() -> notices(superuser, complaint) == 1);
            }
        }
    }

    private static int notices(Connection superuser, String complaint) throws Exception {
        try (PreparedStatement count = superuser.prepareStatement("SELECT count(*) FROM audit_events WHERE entity_id = ? "
                + "AND action = 'complaint.report_overdue'")) {
            count.setString(1, complaint);
            try (ResultSet rows = count.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }
}
