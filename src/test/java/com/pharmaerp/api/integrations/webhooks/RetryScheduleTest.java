package com.pharmaerp.api.integrations.webhooks;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class RetryScheduleTest {

    private final RetrySchedule schedule = new RetrySchedule(List.of(Duration.ofSeconds(5), Duration.ofMinutes(5)));

    @RepeatedTest(20)
    void aRetryWaitsTheScheduledTimeWithin20PercentEitherWay() {
        assertThat(schedule.next(2, null)).isBetween(Duration.ofSeconds(240), Duration.ofSeconds(360));
    }

    @Test
    void theWaitsFollowTheAttemptsFailedSoFar() {
        assertThat(schedule.next(1, null)).isLessThanOrEqualTo(Duration.ofSeconds(6));
    }

    @Test
    void pastTheLastWaitThereIsNoRetry() {
        assertThat(schedule.next(3, null)).isNull();
        assertThat(schedule.attempts()).isEqualTo(3);
    }

    @Test
    void aRetryAfterTheReceiverAskedForIsHonoured() {
        assertThat(schedule.next(1, Duration.ofSeconds(90))).isEqualTo(Duration.ofSeconds(90));
    }

    @Test
    void aRetryAfterLongerThan24HoursIsCapped() {
        assertThat(schedule.next(1, Duration.ofDays(3))).isEqualTo(Duration.ofHours(24));
    }

    @Test
    void theDefaultScheduleGivesAnEventTenAttempts() {
        RetrySchedule standard = new RetrySchedule(List.of(Duration.ofSeconds(5), Duration.ofMinutes(5), Duration.ofMinutes(30),
                Duration.ofHours(2), Duration.ofHours(5), Duration.ofHours(10), Duration.ofHours(14), Duration.ofHours(20),
                Duration.ofHours(24)));

        assertThat(standard.attempts()).isEqualTo(10);
        assertThat(standard.next(9, null)).isBetween(Duration.ofHours(19), Duration.ofHours(29));
        assertThat(standard.next(10, null)).isNull();
    }
}
