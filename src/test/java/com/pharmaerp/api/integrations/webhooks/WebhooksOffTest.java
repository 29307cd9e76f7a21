package com.pharmaerp.api.integrations.webhooks;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/** A deployment without erp.webhooks.encryption-key: webhooks are off and say why; the rest works. */
@QuarkusTest
@WithTestResource(value = TestKeys.class, initArgs = @ResourceArg(name = TestKeys.CONFIG_ARG_PREFIX
        + "erp.webhooks.encryption-key", value = ""))
class WebhooksOffTest {

    @Test
    void subscribingIs503NamingTheMissingKey() {
        String detail = assertProblem(Webhooks.create(TestKeys.ACTIVE, "http://127.0.0.1:9/hooks", List.of("lot.*")), 503,
                "webhooks_unavailable", WebhookEndpointsTest.PATH).getString("detail");

        assertThat(detail).contains("erp.webhooks.encryption-key");
    }

    @Test
    void healthWarnsThatWebhooksAreOff() {
        String output = authorised().get("/v1/health").then().statusCode(200).extract()
                .path("checks.'webhooks:disabledEndpoints'[0].output");

        assertThat(output).contains("Webhooks are off");
    }

    @Test
    void theEventFeedStillAnswers() {
        authorised().get("/v1/events").then().statusCode(200);
    }
}
