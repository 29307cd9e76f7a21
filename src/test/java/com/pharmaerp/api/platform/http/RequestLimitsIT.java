package com.pharmaerp.api.platform.http;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link RequestLimitsTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class RequestLimitsIT extends RequestLimitsTest {
}
