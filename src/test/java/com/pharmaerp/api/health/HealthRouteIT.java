package com.pharmaerp.api.health;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link HealthRouteTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class HealthRouteIT extends HealthRouteTest {
}
