package com.pharmaerp.api.platform.persistence;

import static org.assertj.core.api.Assertions.assertThatCode;

import java.time.Duration;

import org.junit.jupiter.api.Test;

/** The database check once the application stops: a ping the scheduler still fires touches nothing. */
class DatabaseHealthCheckTest {

    @Test
    void aPingAfterShutdownDoesNothing() {
        // No pool and no event: a ping that reached either would fail with a NullPointerException.
        DatabaseHealthCheck check = new DatabaseHealthCheck(null, null);
        check.stopChecking(null);

        assertThatCode(() -> check.ping().await().atMost(Duration.ofSeconds(1))).doesNotThrowAnyException();
    }
}
