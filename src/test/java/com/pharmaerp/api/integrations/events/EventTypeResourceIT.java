package com.pharmaerp.api.integrations.events;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class EventTypeResourceIT extends EventTypeResourceTest {
}
