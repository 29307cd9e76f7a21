package com.pharmaerp.api.production;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class ProductionOrdersIT extends ProductionOrdersTest {
}
