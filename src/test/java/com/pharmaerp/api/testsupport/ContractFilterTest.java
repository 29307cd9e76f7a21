package com.pharmaerp.api.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.ValidationReport;

/** The contract check the HTTP tests run can fail: it refuses what docs/openapi.json does not describe. */
class ContractFilterTest {

    private static final Request GET_DEVIATION = SimpleRequest.Builder.get("/v1/deviations/dev_0000000000000000").build();
    private static final String DEVIATION = """
            {"id":"dev_0000000000000000","number":"DEV-000001","description":"Seal broken","references":[],
            "status":"open","createdBy":"usr_0000000000000000","closure":null,"version":1,
            "createdAt":"2027-01-04T08:00:00Z","updatedAt":"2027-01-04T08:00:00Z"%s}""";

    private static ValidationReport answer(int status, String body) {
        return ContractFilter.check(GET_DEVIATION, SimpleResponse.Builder.status(status)
                .withContentType(status < 400 ? "application/json" : "application/problem+json").withBody(body).build());
    }

    @Test
    void aDocumentedResponseIsAccepted() {
        assertThat(answer(200, DEVIATION.formatted("")).getMessages()).isEmpty();
    }

    @Test
    void aFieldTheDocumentDoesNotDescribeFails() {
        assertThat(answer(200, DEVIATION.formatted(",\"secret\":\"x\"")).hasErrors()).isTrue();
    }

    @Test
    void aValueOutsideItsSchemaFails() {
        assertThat(answer(200, DEVIATION.formatted("").replace("\"open\"", "\"pending\"")).hasErrors()).isTrue();
    }

    @Test
    void aStatusTheOperationDoesNotDocumentFails() {
        assertThat(answer(418, "{}").hasErrors()).isTrue();
    }

    @Test
    void anAcceptedRequestTheDocumentRefusesFails() {
        Request undocumented = SimpleRequest.Builder.post("/v1/deviations").withContentType("application/json")
                .withBody("{\"description\":\"x\",\"references\":[],\"severity\":\"major\"}").build();

        assertThat(ContractFilter.check(undocumented, SimpleResponse.Builder.status(201)
                .withContentType("application/json").withBody(DEVIATION.formatted("")).build()).hasErrors()).isTrue();
    }

    @Test
    void aNullWhereTheDocumentDeclaresAValueFails() {
        Request clock = SimpleRequest.Builder.get("/v1/sandbox/clock").build();

        assertThat(ContractFilter.check(clock, SimpleResponse.Builder.status(200).withContentType("application/json")
                .withBody("{\"now\":null,\"real\":true}").build()).hasErrors()).isTrue();
    }

    @Test
    void aNullWhereTheDocumentDeclaresAListFails() {
        assertThat(answer(200, DEVIATION.formatted("").replace("\"references\":[]", "\"references\":null")).hasErrors())
                .isTrue();
    }

    @Test
    void anAcceptedBodyTheOperationDoesNotDeclareFails() {
        Request withBody = SimpleRequest.Builder.get("/v1/sandbox/clock").withContentType("application/json").withBody("{}")
                .build();

        assertThat(ContractFilter.check(withBody, SimpleResponse.Builder.status(200).withContentType("application/json")
                .withBody("{\"now\":\"2027-01-04T08:00:00Z\",\"real\":false}").build()).hasErrors()).isTrue();
    }

    @Test
    void aNumberWhereTheDocumentDeclaresTextFails() {
        assertThat(answer(200, DEVIATION.formatted("").replace("\"Seal broken\"", "42")).hasErrors()).isTrue();
    }
}
