package com.pharmaerp.api;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The service's own settings ({@code erp.*}); each one is documented in application.properties and README.
 */
@ConfigMapping(prefix = "erp")
public interface ErpConfig {

    /** Which environment this deployment serves; decides which keys it accepts. */
    Environment environment();

    /** Stable name of this service in the health payload. */
    @WithDefault("pharma-erp-service-interface")
    String serviceId();

    /** Public changelog; deprecation notices link to it. */
    @WithDefault("https://docs.pharma-erp.example/changelog")
    String changelogUrl();

    ApiKeys apiKeys();

    Health health();

    Problems problems();

    OpenApi openapi();

    interface ApiKeys {
        /** The key file (JSON Lines of hashed key records), typically a mounted Kubernetes Secret. */
        Optional<Path> file();

        /** How often the key file is re-read; rotation and revocation take effect within this delay. */
        @WithDefault("2s")
        Duration reloadInterval();
    }

    interface Health {
        /** How often the cached dependency snapshot behind GET /v1/health is refreshed. */
        @WithDefault("5s")
        Duration refreshInterval();
    }

    interface Problems {
        /** Base of the stable problem type URIs; a problem's type is this plus its code. */
        @WithDefault("https://docs.pharma-erp.example/problems/")
        URI baseUri();
    }

    interface OpenApi {
        /** Production base address advertised in the OpenAPI document (ends with /v1). */
        @WithDefault("https://api.pharma-erp.example/v1")
        String productionUrl();

        /** Sandbox base address advertised in the OpenAPI document (ends with /v1). */
        @WithDefault("https://sandbox.api.pharma-erp.example/v1")
        String sandboxUrl();
    }
}
