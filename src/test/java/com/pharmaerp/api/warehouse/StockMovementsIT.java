package com.pharmaerp.api.warehouse;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class StockMovementsIT extends StockMovementsTest {
}
