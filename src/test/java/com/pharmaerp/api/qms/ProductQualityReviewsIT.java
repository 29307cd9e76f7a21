package com.pharmaerp.api.qms;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The product quality review as the packaged jar serves it: its template and fonts read from the jar itself. */
@QuarkusIntegrationTest
class ProductQualityReviewsIT extends ProductQualityReviewsTest {
}
