package com.pharmaerp.api.warehouse;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link LocationsTest}, against the packaged artifact. */
@QuarkusIntegrationTest
class LocationsIT extends LocationsTest {
}
