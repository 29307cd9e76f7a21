package com.pharmaerp.api.platform.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import io.quarkus.reactive.pg.client.PgPoolCreator;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.PoolOptions;

class DatabasePoolCreatorTest {

    @Test
    void theConnectAndAcquireWaitsAreBoundedByConfiguration() throws Exception {
        PoolOptions pool = new PoolOptions();
        PgConnectOptions connect = new PgConnectOptions().setHost("127.0.0.1");
        Vertx vertx = Vertx.vertx();
        try {
            var created = new DatabasePoolCreator(Duration.ofSeconds(3), Duration.ofMillis(4500)).create(new PgPoolCreator.Input() {
                public Vertx vertx() {
                    return vertx;
                }

                public PoolOptions poolOptions() {
                    return pool;
                }

                public List<PgConnectOptions> pgConnectOptionsList() {
                    return List.of(connect);
                }
            });
            created.close();
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get();
        }
        assertThat(connect.getConnectTimeout()).isEqualTo(3000);
        assertThat(pool.getConnectionTimeout()).isEqualTo(4500);
        assertThat(pool.getConnectionTimeoutUnit()).isEqualTo(TimeUnit.MILLISECONDS);
    }
}
