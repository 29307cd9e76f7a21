package com.pharmaerp.api.platform.audit;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class AuditTrailIT extends AuditTrailTest {
}
