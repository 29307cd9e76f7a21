package com.pharmaerp.api.platform.security;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** What resources see of the caller, through a test-only endpoint (so there is no *IT twin). */
@QuarkusTest
@WithTestResource(TestKeys.class)
class CallerTest {

    @Test
    void callerCarriesTheKeysIdTenantScopesAndEnvironment() {
        Response acme = withKey(TestKeys.ACME).get("/v1/test-only/caller");

        assertThat(acme.statusCode()).isEqualTo(200);
        assertThat(acme.jsonPath().getString("keyId")).isEqualTo(TestKeys.ACME_ID);
        assertThat(acme.jsonPath().getString("tenantId")).isEqualTo("acme");
        assertThat(acme.jsonPath().getList("scopes", String.class)).containsExactlyElementsOf(Scopes.all());
        assertThat(acme.jsonPath().getString("environment")).isEqualTo("sandbox");
    }

    @Test
    void keyRecordWithoutTenantBelongsToTheDefaultTenant() {
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/test-only/caller").jsonPath().getString("tenantId"))
                .isEqualTo("default");
    }
}
