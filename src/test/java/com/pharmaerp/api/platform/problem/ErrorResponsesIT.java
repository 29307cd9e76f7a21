package com.pharmaerp.api.platform.problem;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks as {@link ErrorResponsesTest}, against the packaged artifact (jar here, native where built). */
@QuarkusIntegrationTest
class ErrorResponsesIT extends ErrorResponsesTest {
}
