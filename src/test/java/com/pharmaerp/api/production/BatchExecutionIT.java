package com.pharmaerp.api.production;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** {@link BatchExecutionTest} against the packaged service. */
@QuarkusIntegrationTest
class BatchExecutionIT extends BatchExecutionTest {
}
