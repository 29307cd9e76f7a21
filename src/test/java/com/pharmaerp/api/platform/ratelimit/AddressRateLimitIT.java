package com.pharmaerp.api.platform.ratelimit;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link AddressRateLimitTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class AddressRateLimitIT extends AddressRateLimitTest {
}
