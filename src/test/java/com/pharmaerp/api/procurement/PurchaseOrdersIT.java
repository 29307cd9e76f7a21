package com.pharmaerp.api.procurement;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class PurchaseOrdersIT extends PurchaseOrdersTest {
}
