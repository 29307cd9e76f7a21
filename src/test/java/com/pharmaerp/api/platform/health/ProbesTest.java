package com.pharmaerp.api.platform.health;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import java.net.URL;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

/** Kubernetes probes: on the management port, without a key. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class ProbesTest {

    @TestHTTPResource(value = "health/live", management = true)
    URL live;

    @TestHTTPResource(value = "health/ready", management = true)
    URL ready;

    @TestHTTPResource(value = "health/started", management = true)
    URL started;

    @Test
    void livenessIsUpWithoutKey() {
        given().get(live).then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    void readinessIsUpOnceKeysAreLoaded() {
        given().get(ready).then().statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItem("dependencies")).body("checks.find { it.name == 'dependencies' }.data.'apiKeyStore:activeKeys'", equalTo("pass"));
    }

    @Test
    void startupProbeIsUp() {
        given().get(started).then().statusCode(200).body("status", equalTo("UP"));
    }
}
