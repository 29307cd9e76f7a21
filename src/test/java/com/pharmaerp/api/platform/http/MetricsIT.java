package com.pharmaerp.api.platform.http;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link MetricsTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class MetricsIT extends MetricsTest {
}
