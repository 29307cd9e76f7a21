package com.pharmaerp.api.integrations.webhooks;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;

/**
 * Delivery starts and stops with the application. On SIGTERM the dispatcher takes no new work and
 * lets the attempts in flight finish within part of the shutdown timeout; an attempt still running
 * then is abandoned and delivered again by another pod once its lease expires, never lost.
 */
@ApplicationScoped
public class WebhookLifecycle {

    /** The share of quarkus.shutdown.timeout the attempts in flight may take; the rest is the HTTP server's. */
    static final double SHUTDOWN_SHARE = 0.6;

    private final WebhookSetup setup;
    private final WebhookDispatcher dispatcher;
    private final EventNotifications notifications;
    private final Duration shutdownTimeout;

    public WebhookLifecycle(WebhookSetup setup, WebhookDispatcher dispatcher, EventNotifications notifications,
            @ConfigProperty(name = "quarkus.shutdown.timeout", defaultValue = "20s") Duration shutdownTimeout) {
        this.setup = setup;
        this.dispatcher = dispatcher;
        this.notifications = notifications;
        this.shutdownTimeout = shutdownTimeout;
    }

    void start(@Observes StartupEvent started) {
        if (!setup.available()) {
            return;
        }
        dispatcher.start();
        notifications.listen();
        dispatcher.wake();
    }

    /** The backstop: a lost notification delays a delivery by at most this interval, never loses it. */
    @Scheduled(every = "${erp.webhooks.poll-interval:5s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void poll() {
        if (setup.available()) {
            notifications.listen();
            dispatcher.wake();
        }
    }

    void stop(@Observes ShutdownEvent stopping) {
        notifications.close();
        dispatcher.stop(Duration.ofMillis((long) (shutdownTimeout.toMillis() * SHUTDOWN_SHARE)));
    }
}
