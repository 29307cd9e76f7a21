package com.pharmaerp.api.platform.audit;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.warehouse.MaterialsTestData;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

/** The database keeps the trail append-only, and verification finds a row changed behind its back. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class AuditAppendOnlyTest {

    @Test
    void theDatabaseRefusesUpdateAndDeleteEvenToTheOwner() throws SQLException {
        MaterialsTestData.create(TestKeys.ACME).then().statusCode(201);
        try (Connection app = TestDatabase.connectAsApp(); Statement statement = app.createStatement()) {
            statement.execute("SELECT set_config('erp.tenant_id', 'acme', false)");
            assertThatThrownBy(() -> statement.executeUpdate("UPDATE audit_events SET reason = 'edited'"))
                    .hasMessageContaining("permission denied");
            assertThatThrownBy(() -> statement.executeUpdate("DELETE FROM audit_events"))
                    .hasMessageContaining("permission denied");
        }
        try (Connection owner = TestDatabase.connectAsOwner(); Statement statement = owner.createStatement()) {
            assertThatThrownBy(() -> statement.executeUpdate("UPDATE audit_events SET reason = 'edited'"))
                    .hasMessageContaining("append-only");
            assertThatThrownBy(() -> statement.executeUpdate("DELETE FROM audit_events"))
                    .hasMessageContaining("append-only");
            assertThatThrownBy(() -> statement.execute("TRUNCATE audit_events")).hasMessageContaining("append-only");
        }
    }

    /** Tampering needs the superuser with triggers off (replica mode); the row is put back afterwards. */
    @Test
    void verificationNamesTheFirstTamperedEvent() throws SQLException {
        String id = MaterialsTestData.create(TestKeys.ACME).then().statusCode(201).extract().path("id");
        long sequence = withKey(TestKeys.ACME).queryParam("entityId", id).get("/v1/audit-events").then().extract()
                .jsonPath().getLong("items[0].sequence");
        assertThat(verification().getBoolean("valid")).isTrue();

        try (Connection owner = TestDatabase.connectAsOwner(); Statement statement = owner.createStatement()) {
            statement.execute("SET session_replication_role = replica");
            statement.executeUpdate("UPDATE audit_events SET reason = 'quietly edited' WHERE tenant_id = 'acme' AND sequence = "
                    + sequence);
            try {
                JsonPath tampered = verification();
                assertThat(tampered.getBoolean("valid")).isFalse();
                assertThat(tampered.getLong("brokenAt")).isEqualTo(sequence);
                assertThat(tampered.getLong("events")).isEqualTo(sequence - 1);
            } finally {
                statement.executeUpdate("UPDATE audit_events SET reason = NULL WHERE tenant_id = 'acme' AND sequence = "
                        + sequence);
            }
        }
        assertThat(verification().getBoolean("valid")).isTrue();
    }

    private static JsonPath verification() {
        return withKey(TestKeys.ACME).get("/v1/audit-events/verification").then().statusCode(200).extract().jsonPath();
    }
}
