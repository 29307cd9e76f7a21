package com.pharmaerp.api.quality;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class InspectionLotsIT extends InspectionLotsTest {
}
