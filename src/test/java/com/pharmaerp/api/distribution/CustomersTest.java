package com.pharmaerp.api.distribution;

import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.OutboundFlow;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** /v1/customers: the clerk or a supervisor keeps their data, QA qualifies and suspends them with a signature. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class CustomersTest {

    private static OutboundFlow flow;
    private static GmpFlow gmp;

    @BeforeEach
    void tenant() {
        if (flow == null) {
            flow = OutboundFlow.buying(TestKeys.ACTIVE);
            gmp = flow.gmp;
        }
    }

    private Response patch(String customer, String ifMatch, Map<String, Object> body) {
        return gmp.as(gmp.clerk).contentType("application/merge-patch+json").header("If-Match", ifMatch).body(body)
                .patch("/v1/customers/" + customer);
    }

    @Test
    void aNewCustomerIsPendingUntilQaApprovesIt() {
        Response created = flow.createCustomer(LocalDate.now().plusYears(1));
        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(created.jsonPath().getString("status")).isEqualTo("pending");
        assertThat(created.header("Location")).endsWith("/v1/customers/" + created.jsonPath().getString("id"));

        Response approved = flow.signedCustomer(created.jsonPath().getString("id"), "approve", "approval", "\"1\"");
        assertThat(approved.statusCode()).isEqualTo(200);
        assertThat(approved.jsonPath().getString("status")).isEqualTo("approved");
        assertThat(approved.jsonPath().getString("approval.meaning")).isEqualTo("approval");
    }

    @Test
    void aCustomerCodeIsTakenOncePerTenant() {
        String code = flow.createCustomer(LocalDate.now()).then().statusCode(201).extract().path("code");
        Response again = gmp.as(gmp.clerk).body(Map.of("code", code, "name", "Other", "country", "FR", "licenseNumber", "FR-1",
                "licenseExpiresOn", "2030-01-01")).post("/v1/customers");
        assertProblem(again, 409, "customer_code_taken", "/v1/customers");
    }

    @Test
    void aCountryIsAnIsoCode() {
        Response created = gmp.as(gmp.clerk).body(Map.of("code", "CUS-X", "name", "X", "country", "Germany", "licenseNumber",
                "1", "licenseExpiresOn", "2030-01-01")).post("/v1/customers");
        assertProblem(created, 422, "validation_failed", "/v1/customers");
    }

    @Test
    void onlyQaApprovesACustomer() {
        String customer = flow.createCustomer(LocalDate.now()).then().statusCode(201).extract().path("id");
        Response byClerk = gmp.as(gmp.clerk).header("If-Match", "\"1\"").body(Map.of("signature",
                gmp.signature(gmp.clerk, "approval"))).post("/v1/customers/" + customer + "/approve");
        assertProblem(byClerk, 403, "role_required", "/v1/customers/" + customer + "/approve");
    }

    @Test
    void aPendingCustomerIsNotSuspended() {
        String customer = flow.createCustomer(LocalDate.now()).then().statusCode(201).extract().path("id");
        assertProblem(flow.signedCustomer(customer, "suspend", "rejection", "\"1\""), 409, "invalid_transition",
                "/v1/customers/" + customer + "/suspend");
    }

    @Test
    void anApprovedCustomersLicenceChangesOnlyWithAReason() {
        String customer = flow.approvedCustomer();
        assertProblem(patch(customer, "\"2\"", Map.of("licenseNumber", "DE-GH-4712")), 422, "reason_required",
                "/v1/customers/" + customer);
        Response changed = patch(customer, "\"2\"", Map.of("licenseNumber", "DE-GH-4712", "reason", "Licence renewed"));
        assertThat(changed.statusCode()).isEqualTo(200);
        assertThat(changed.jsonPath().getString("licenseNumber")).isEqualTo("DE-GH-4712");
    }

    @Test
    void aPendingCustomersLicenceChangesWithoutAReason() {
        String customer = flow.createCustomer(LocalDate.now()).then().statusCode(201).extract().path("id");
        assertThat(patch(customer, "\"1\"", Map.of("licenseExpiresOn", "2031-12-31")).statusCode()).isEqualTo(200);
    }

    @Test
    void theStatusIsNotChangedByPatch() {
        String customer = flow.createCustomer(LocalDate.now()).then().statusCode(201).extract().path("id");
        assertProblem(patch(customer, "\"1\"", Map.of("status", "approved")), 422, "validation_failed",
                "/v1/customers/" + customer);
    }
}
