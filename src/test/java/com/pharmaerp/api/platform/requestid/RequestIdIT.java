package com.pharmaerp.api.platform.requestid;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link RequestIdTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class RequestIdIT extends RequestIdTest {
}
