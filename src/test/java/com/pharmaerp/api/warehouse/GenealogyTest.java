package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

/**
 * /v1/lots/{id}/genealogy over a chain three batches deep, built in the embedded PostgreSQL:
 * raw lots into a granulate, the granulate (and another raw lot) into tablets, tablets into packs.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class GenealogyTest {

    private final String prefix = UUID.randomUUID().toString().replace("-", "").substring(0, 12);

    private String lot(String name) {
        return "lot_" + prefix + name;
    }

    @Test
    void aRecallFollowsTheGenealogyToAnyDepthBothWaysEachLotOnceAtItsNearestDepth() throws SQLException {
        try (Connection owner = TestDatabase.connectAsOwner(); Statement sql = owner.createStatement()) {
            sql.execute("SET erp.tenant_id = 'default'");
            for (String name : List.of("RAW1", "RAW2", "GRAN", "TABS", "PACK")) {
                sql.execute("INSERT INTO lots (tenant_id, id, number, material_id, unit, origin, source_id, manufactured_on, "
                        + "expires_on, retest_on, status, version, created_at, updated_at) VALUES ('default', '" + lot(name)
                        + "', 'G-" + prefix + name + "', 'mat_" + name + "', 'kg', 'production', 'ord_x', '2027-01-01', "
                        + "'2029-01-01', '2028-01-01', 'released', 1, now(), now())");
            }
            link(sql, "RAW1", "GRAN");
            link(sql, "RAW2", "GRAN");
            link(sql, "GRAN", "TABS");
            link(sql, "RAW2", "TABS");
            link(sql, "TABS", "PACK");
        }

        JsonPath backward = withKey(TestKeys.ACTIVE).queryParam("direction", "backward")
                .get("/v1/lots/" + lot("PACK") + "/genealogy").then().statusCode(200).extract().jsonPath();
        assertThat(backward.getString("lot.id")).isEqualTo(lot("PACK"));
        assertThat(backward.getList("nodes.lotId")).containsExactly(lot("TABS"), lot("GRAN"), lot("RAW2"), lot("RAW1"));
        assertThat(backward.getList("nodes.depth")).as("RAW2 reached at depth 2 through the tablets, not 3")
                .containsExactly(1, 2, 2, 3);

        JsonPath forward = withKey(TestKeys.ACTIVE).queryParam("direction", "forward")
                .get("/v1/lots/" + lot("RAW1") + "/genealogy").then().statusCode(200).extract().jsonPath();
        assertThat(forward.getList("nodes.lotId")).containsExactly(lot("GRAN"), lot("TABS"), lot("PACK"));
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + lot("PACK") + "/genealogy").jsonPath().getString("direction"))
                .as("backward unless told").isEqualTo("backward");

        assertProblem(withKey(TestKeys.ACTIVE).queryParam("direction", "sideways").get("/v1/lots/" + lot("PACK") + "/genealogy"),
                422, "validation_failed", "/v1/lots/" + lot("PACK") + "/genealogy");
        assertProblem(withKey(TestKeys.ACME).get("/v1/lots/" + lot("PACK") + "/genealogy"), 404, "not_found",
                "/v1/lots/" + lot("PACK") + "/genealogy");
    }

    private void link(Statement sql, String consumed, String produced) throws SQLException {
        sql.execute("INSERT INTO lot_links (tenant_id, consumed_lot_id, produced_lot_id, order_id) VALUES ('default', '"
                + lot(consumed) + "', '" + lot(produced) + "', 'ord_x')");
    }
}
