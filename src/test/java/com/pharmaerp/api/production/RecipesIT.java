package com.pharmaerp.api.production;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class RecipesIT extends RecipesTest {
}
