package com.pharmaerp.api.warehouse;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class LotsIT extends LotsTest {
}
