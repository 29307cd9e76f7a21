package com.pharmaerp.api.platform.health;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link ProbesTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class ProbesIT extends ProbesTest {
}
