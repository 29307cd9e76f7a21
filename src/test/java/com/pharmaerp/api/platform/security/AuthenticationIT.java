package com.pharmaerp.api.platform.security;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link AuthenticationTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class AuthenticationIT extends AuthenticationTest {
}
