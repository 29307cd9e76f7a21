package com.pharmaerp.api.platform.health;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link HealthApiTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class HealthApiIT extends HealthApiTest {
}
