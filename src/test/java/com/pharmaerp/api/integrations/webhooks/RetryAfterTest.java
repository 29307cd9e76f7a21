package com.pharmaerp.api.integrations.webhooks;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

import org.junit.jupiter.api.Test;

class RetryAfterTest {

    @Test
    void secondsAreReadAsADelay() {
        assertThat(WebhookSender.retryAfter("120")).isEqualTo(Duration.ofSeconds(120));
    }

    @Test
    void anHttpDateIsReadAsTheTimeUntilIt() {
        String inAnHour = DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.now(ZoneOffset.UTC).plusHours(1));

        assertThat(WebhookSender.retryAfter(inAnHour)).isBetween(Duration.ofMinutes(58), Duration.ofMinutes(61));
    }

    @Test
    void somethingElseIsIgnored() {
        assertThat(WebhookSender.retryAfter("soon")).isNull();
        assertThat(WebhookSender.retryAfter("-5")).isNull();
        assertThat(WebhookSender.retryAfter(null)).isNull();
    }
}
