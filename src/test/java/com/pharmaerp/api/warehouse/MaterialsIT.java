package com.pharmaerp.api.warehouse;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link MaterialsTest}, against the packaged artifact and its own database connection. */
@QuarkusIntegrationTest
class MaterialsIT extends MaterialsTest {
}
