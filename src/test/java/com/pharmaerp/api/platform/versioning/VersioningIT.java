package com.pharmaerp.api.platform.versioning;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link VersioningTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class VersioningIT extends VersioningTest {
}
