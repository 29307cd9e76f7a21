package com.pharmaerp.api.platform.events;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class EventTypeResourceIT extends EventTypeResourceTest {
}
