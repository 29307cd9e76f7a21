package com.pharmaerp.api.platform.ratelimit;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link RateLimitTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class RateLimitIT extends RateLimitTest {
}
