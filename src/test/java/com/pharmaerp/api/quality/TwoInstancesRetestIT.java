package com.pharmaerp.api.quality;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.LedgerCheck;
import com.pharmaerp.api.testsupport.TwoInstances;

/**
 * Retests of one lot, and one failing result, sent at once to two packaged-jar processes on one
 * PostgreSQL, as two pods behind a Service: the lot's row lock queues the retests, so one inspection lot
 * opens; the inspection lot's version lets one result in, so one OOS investigation opens.
 */
class TwoInstancesRetestIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static TwoInstances pods;

    @BeforeAll
    static void twoInstancesOnOneDatabase() throws Exception {
        pods = TwoInstances.start(dir);
    }

    @AfterAll
    static void stop() throws Exception {
        pods.close();
    }

    @Test
    void eightConcurrentRetestsOfOneLotOnTwoInstancesOpenOneInspectionLotAndTheRestAre409() throws Exception {
        String lot = pods.flow.releasedLot("10");
        String retest = JSON.writeValueAsString(Map.of("lotId", lot));

        List<HttpResponse<String>> answers = TwoInstances.concurrently(8, i -> pods.post(pods.either(i), "/v1/inspection-lots",
                retest, pods.flow.analyst, Map.of()));

        assertThat(answers).allSatisfy(answer -> assertThat(answer.statusCode()).as(answer.body()).isIn(201, 409));
        assertThat(answers.stream().filter(answer -> answer.statusCode() == 201)).hasSize(1);
        assertThat(answers.stream().filter(answer -> answer.statusCode() == 409)).hasSize(7)
                .allSatisfy(answer -> assertThat(JSON.readTree(answer.body()).path("code").asText())
                        .isEqualTo("invalid_transition"));
        try (Connection superuser = pods.superuser()) {
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM inspection_lots WHERE status = 'open' AND lot_id = '"
                    + lot + "'")).isEqualTo(1);
        }
    }

    @Test
    void eightConcurrentEntriesOfOneFailingResultOnTwoInstancesOpenOneOosInvestigation() throws Exception {
        String inspection = pods.flow.inspectionLotOf(pods.flow.receivedLot("10"));
        String failing = JSON.writeValueAsString(Map.of("testCode", "ASSAY", "value", "90.0"));

        List<HttpResponse<String>> answers = TwoInstances.concurrently(8, i -> pods.post(pods.either(i),
                "/v1/inspection-lots/" + inspection + "/results", failing, pods.flow.analyst, Map.of()));

        assertThat(answers).allSatisfy(answer -> assertThat(answer.statusCode()).as(answer.body()).isIn(201, 409, 412));
        List<HttpResponse<String>> entered = answers.stream().filter(answer -> answer.statusCode() == 201).toList();
        assertThat(entered).hasSize(1);
        String investigation = JSON.readTree(entered.get(0).body()).path("oosInvestigationId").asText();
        assertThat(investigation).startsWith("oos_");
        try (Connection superuser = pods.superuser()) {
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM inspection_results WHERE inspection_lot_id = '"
                    + inspection + "'")).isEqualTo(1);
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM oos_investigations WHERE inspection_lot_id = '"
                    + inspection + "' AND id = '" + investigation + "'")).isEqualTo(1);
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM oos_investigations WHERE inspection_lot_id = '"
                    + inspection + "'")).isEqualTo(1);
        }
    }
}
