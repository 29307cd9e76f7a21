package com.pharmaerp.api.platform.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.config.ErpConfig;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;

/**
 * Holds the key set read from the key file and re-reads the file on a timer, so keys can be
 * added, rotated and revoked without a restart. A file that cannot be read or parsed never
 * replaces the last good set; the failure is logged and reported through {@link #state()}.
 */
@ApplicationScoped
public class ApiKeyStore {

    private static final Logger LOG = Logger.getLogger(ApiKeyStore.class);

    /** What the store holds and how its last reload went; published as one immutable value. */
    public record State(KeySet keys, Instant loadedAt, Instant checkedAt, String lastError) {

        public boolean loaded() {
            return keys != null;
        }
    }

    private final Optional<Path> file;
    private final Environment environment;
    private final Clock clock;
    private final Event<State> changes;
    private final MeterRegistry metrics;
    private volatile State state = new State(null, null, null, "no key file has been read yet");
    private volatile byte[] loadedContent;

    public ApiKeyStore(ErpConfig config, Clock clock, Event<State> changes, MeterRegistry metrics) {
        this.metrics = metrics;
        Gauge.builder("erp.api.keys.active", this, store -> store.activeKeys()).description(
                "Keys of this environment that would authenticate now").register(metrics);
        Gauge.builder("erp.api.keys.loaded", this, store -> store.state().loaded() ? 1 : 0).description(
                "1 once a key set is loaded").register(metrics);
        this.file = config.apiKeys().file();
        this.environment = config.environment();
        this.clock = clock;
        this.changes = changes;
    }

    void loadAtStartup(@Observes StartupEvent startup) {
        reload();
    }

    @Scheduled(every = "${erp.api-keys.reload-interval}", delayed = "${erp.api-keys.reload-interval}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    synchronized void reload() {
        Instant now = clock.instant();
        State before = state;
        State after;
        try {
            byte[] content = readKeyFile();
            if (before.loaded() && Arrays.equals(content, loadedContent)) {
                after = new State(before.keys(), before.loadedAt(), now, null);
                countReload("unchanged");
            } else {
                KeySet keys = new KeySet(ApiKeyFile.parse(new String(content, StandardCharsets.UTF_8)));
                loadedContent = content;
                after = new State(keys, now, now, null);
                countReload("loaded");
                LOG.infof("Loaded %d API keys (%d active for %s) from the key file", keys.records().size(),
                        keys.activeCount(environment, now), environment.id());
            }
        } catch (IOException | InvalidKeyFileException | IllegalStateException e) {
            String reason = describe(e);
            after = new State(before.keys(), before.loadedAt(), now, reason);
            countReload("failed");
            if (!reason.equals(before.lastError())) {
                LOG.warnf("The key file could not be loaded (%s); %s", reason, before.loaded()
                        ? "keeping the " + before.keys().records().size() + " keys loaded at " + before.loadedAt()
                        : "no request can be authenticated until it can");
            }
        }
        state = after;
        if (before.loaded() != after.loaded() || before.keys() != after.keys()
                || !Objects.equals(before.lastError(), after.lastError())) {
            changes.fire(after);
        }
    }

    public State state() {
        return state;
    }

    private double activeKeys() {
        KeySet keys = state.keys();
        return keys == null ? 0 : keys.activeCount(environment, clock.instant());
    }

    private void countReload(String outcome) {
        metrics.counter("erp.api.key.reloads", "outcome", outcome).increment();
    }

    /** The current key set, or null until a key file has been loaded. */
    public KeySet keys() {
        return state.keys();
    }

    private byte[] readKeyFile() throws IOException {
        Path path = file.orElseThrow(() -> new IllegalStateException("erp.api-keys.file is not configured"));
        return Files.readAllBytes(path);
    }

    private static String describe(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "the key file does not exist";
        }
        if (e instanceof IOException) {
            return "the key file cannot be read (" + e.getClass().getSimpleName() + ")";
        }
        return e.getMessage();
    }
}
