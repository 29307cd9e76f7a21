package com.pharmaerp.api.platform.users;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class SignaturesIT extends SignaturesTest {
}
