package com.pharmaerp.api.platform.daily;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TwoInstances;

/**
 * Two packaged jars on one database, each running the daily pass every second: whatever falls due is
 * done once, not once per pod or per pass. One pair of jars serves every module's notices.
 */
class TwoInstancesDailyPassIT {

    @TempDir
    Path dir;

    private static List<String> actionsOf(String record) {
        return withKey(TestKeys.ACTIVE).queryParam("entityType", "training_record").queryParam("entityId", record)
                .get("/v1/audit-events").then().statusCode(200).extract().path("items.action");
    }

    @Test
    void anExpiringRecordIsNoticedOnceAcrossPodsAndPasses() throws Exception {
        try (TwoInstances pods = TwoInstances.start(dir, Map.of("ERP_QMS_DAILY_PASS_INTERVAL", "1s"))) {
            GmpFlow flow = pods.flow;
            String course = asAdmin(TestKeys.ACTIVE).contentType("application/json").body(Map.of("code", "GMP-IT-EXP",
                    "title", "GMP basics", "validityMonths", 1)).post("/v1/training/courses").then().statusCode(201)
                    .extract().path("id");
            String record = flow.as(flow.supervisor).body(Map.of("userId", flow.analyst, "courseId", course, "completedOn",
                    LocalDate.now(ZoneOffset.UTC).minusDays(10).toString(), "signature",
                    flow.signature(flow.supervisor, "verification"))).post("/v1/training/records").then().statusCode(201)
                    .extract().path("id");

            await().atMost(Duration.ofSeconds(60)).until(() -> actionsOf(record).contains("training_record.expiring"));
            await().during(Duration.ofSeconds(5)).atMost(Duration.ofSeconds(10))
                    .until(() -> actionsOf(record).size() == 2);

            assertThat(actionsOf(record)).containsExactly("training_record.created", "training_record.expiring");
        }
    }
}
