package com.pharmaerp.api.platform.daily;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.SandboxClock;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.vertx.VertxContextSupport;

/** The daily pass visits each tenant with data, on its own business date, and one failure stops nothing else. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class DailyPassTest {

    private static final LocalDate MOVED_TO = LocalDate.now(ZoneOffset.UTC).plusDays(40);

    @Inject
    DailyPass pass;
    @Inject
    RecordingDailyTask task;

    @BeforeEach
    void twoTenantsWithData() {
        TestUsers.adminOf(TestKeys.ACTIVE);
        TestUsers.adminOf(TestKeys.ACME);
        task.reset();
    }

    @AfterEach
    void realTime() {
        SandboxClock.realTime(TestKeys.ACME);
    }

    @Test
    void runsEachTaskForEveryTenantThatHasData() throws Throwable {
        runPass();

        assertThat(task.seen()).containsKeys("default", "acme");
    }

    @Test
    void eachTenantRunsOnItsOwnBusinessDate() throws Throwable {
        SandboxClock.businessDate(TestKeys.ACME, MOVED_TO);

        runPass();

        assertThat(task.seen().get("acme")).isEqualTo(MOVED_TO);
        assertThat(task.seen().get("default")).isBefore(MOVED_TO);
    }

    @Test
    void aTenantWhoseTaskFailsStopsNoOtherTenant() throws Throwable {
        task.failFor("acme");

        runPass();

        assertThat(task.seen()).containsKey("default").doesNotContainKey("acme");
    }

    private void runPass() throws Throwable {
        VertxContextSupport.subscribeAndAwait(pass::runNow);
    }
}
