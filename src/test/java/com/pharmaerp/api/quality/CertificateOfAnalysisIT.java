package com.pharmaerp.api.quality;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The documents as the packaged jar serves them: fonts and templates read from the jar itself. */
@QuarkusIntegrationTest
class CertificateOfAnalysisIT extends CertificateOfAnalysisTest {
}
