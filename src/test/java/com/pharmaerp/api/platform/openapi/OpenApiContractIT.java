package com.pharmaerp.api.platform.openapi;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link OpenApiContractTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class OpenApiContractIT extends OpenApiContractTest {
}
