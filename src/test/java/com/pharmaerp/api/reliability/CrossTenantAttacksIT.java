package com.pharmaerp.api.reliability;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class CrossTenantAttacksIT extends CrossTenantAttacksTest {
}
