package com.pharmaerp.api.platform.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import org.eclipse.microprofile.openapi.models.servers.Server;
import org.junit.jupiter.api.Test;

import io.quarkus.runtime.LaunchMode;

class OpenApiServersTest {

    private static final String PRODUCTION = "https://api.pharma-erp.example/v1";
    private static final String SANDBOX = "https://sandbox.api.pharma-erp.example/v1";

    @Test
    void inDevModeSwaggerUiCallsTheServiceItWasOpenedOnFirst() {
        assertThat(OpenApiContractFilter.servers(PRODUCTION, SANDBOX, LaunchMode.DEVELOPMENT)).extracting(Server::getUrl)
                .containsExactly("/v1", PRODUCTION, SANDBOX);
    }

    @Test
    void thePackagedServiceAdvertisesProductionAndSandboxOnly() {
        assertThat(OpenApiContractFilter.servers(PRODUCTION, SANDBOX, LaunchMode.NORMAL)).extracting(Server::getUrl)
                .containsExactly(PRODUCTION, SANDBOX);
    }
}
