package com.pharmaerp.api.platform.persistence;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.microprofile.config.spi.ConfigSource;
import org.jboss.logging.Logger;

import io.quarkus.runtime.ExecutionMode;
import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.ConfigValue;
import io.smallrye.config.PropertiesConfigSource;

/**
 * Starts the embedded PostgreSQL as the runtime configuration is built, when
 * {@code erp.database.embedded} is true (dev mode by default, the jar with
 * {@code ERP_DATABASE_EMBEDDED=true}), and points the datasource at it. Never at build time: a URL
 * seen then would be recorded into the artifact. The running database is remembered in system
 * properties, so dev mode's restarts reuse it instead of starting another.
 * <p>
 * With no database at all (no URL, not embedded) it switches Flyway off, so the
 * service still starts: not ready, with health saying why ({@link DatabaseHealthCheck}), instead
 * of a crash loop whose reason is buried in a stack trace.
 * <p>
 * Embedded mode needs no other setting: without {@code erp.webhooks.encryption-key} it uses the key
 * kept with the embedded database's data ({@link EmbeddedDatabase#webhooksEncryptionKey()}), and a
 * sandbox lets webhooks reach receivers on this machine. Outside embedded mode nothing is added.
 */
public class EmbeddedDatabaseLauncher implements ConfigSourceFactory {

    private static final Logger LOG = Logger.getLogger(EmbeddedDatabaseLauncher.class);
    // Outside the erp.* namespace, which ErpConfig validates.
    private static final String STARTED_PREFIX = "pharmaerp-embedded-postgres.";
    /** Above application.properties (250), below environment variables (300) and system properties (400). */
    private static final int ORDINAL = 275;
    private static final String WEBHOOKS_KEY = "erp.webhooks.encryption-key";

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        if (ExecutionMode.current() != ExecutionMode.RUNTIME_INIT) {
            return List.of();
        }
        if (Boolean.parseBoolean(value(context, "erp.database.embedded"))) {
            String key = value(context, WEBHOOKS_KEY);
            Map<String, String> settings = settings(value(context, "erp.database.embedded-dir"), key == null || key.isBlank());
            if ("sandbox".equals(value(context, "erp.environment"))) {
                settings = new HashMap<>(settings);
                settings.put("erp.webhooks.allow-private-targets", "true");
            }
            return List.of(new PropertiesConfigSource(settings, "embedded PostgreSQL", ORDINAL));
        }
        if (value(context, "quarkus.datasource.reactive.url") == null) {
            return List.of(new PropertiesConfigSource(Map.of("quarkus.flyway.active", "false"), "no database configured",
                    ORDINAL));
        }
        return List.of();
    }

    private static synchronized Map<String, String> settings(String dir, boolean keyMissing) {
        Map<String, String> started = System.getProperties().stringPropertyNames().stream()
                .filter(name -> name.startsWith(STARTED_PREFIX))
                .collect(Collectors.toMap(name -> name.substring(STARTED_PREFIX.length()), System::getProperty));
        if (!started.isEmpty()) {
            return started;
        }
        Path data = dir == null || dir.isBlank() ? null : Path.of(dir);
        long begin = System.nanoTime();
        EmbeddedDatabase database = EmbeddedDatabase.start(data);
        LOG.infof("Embedded PostgreSQL on 127.0.0.1:%d started in %d ms (data: %s)", database.port(),
                (System.nanoTime() - begin) / 1_000_000, data == null ? "temporary" : data.toAbsolutePath());
        Map<String, String> config = new HashMap<>(database.quarkusConfig());
        if (keyMissing) {
            EmbeddedDatabase.StoredKey key = database.webhooksEncryptionKey();
            if (key.generated()) {
                LOG.infof("Generated a webhooks encryption key (erp.webhooks.encryption-key), kept with the embedded "
                        + "database's data: restarts on %s use it again", data == null ? "this temporary directory" : data.toAbsolutePath());
            }
            config.put(WEBHOOKS_KEY, key.value());
        }
        config.forEach((name, value) -> System.setProperty(STARTED_PREFIX + name, value));
        return config;
    }

    private static String value(ConfigSourceContext context, String name) {
        ConfigValue value = context.getValue(name);
        return value == null ? null : value.getValue();
    }
}
