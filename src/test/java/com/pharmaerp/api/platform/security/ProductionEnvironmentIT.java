package com.pharmaerp.api.platform.security;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link ProductionEnvironmentTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class ProductionEnvironmentIT extends ProductionEnvironmentTest {
}
