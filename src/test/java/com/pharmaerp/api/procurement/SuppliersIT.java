package com.pharmaerp.api.procurement;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class SuppliersIT extends SuppliersTest {
}
