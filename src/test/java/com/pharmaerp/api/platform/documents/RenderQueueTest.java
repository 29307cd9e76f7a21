package com.pharmaerp.api.platform.documents;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.problem.ProblemException;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.Cancellable;

class RenderQueueTest {

    private final RenderQueue queue = new RenderQueue(1, 1);
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void stop() {
        release.countDown();
        queue.stop();
    }

    private String slowRender() {
        try {
            release.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Thread.currentThread().getName();
    }

    @Test
    void aDocumentRendersOnARendererThreadNotTheCallers() {
        String thread = queue.submit(() -> Thread.currentThread().getName()).await().atMost(Duration.ofSeconds(5));

        assertThat(thread).startsWith("document-renderer-");
    }

    @Test
    void beyondTheRenderersAndTheWaitingPlacesARequestIs503DocumentsBusyWithRetryAfter() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        Cancellable running = queue.submit(() -> {
            started.countDown();
            return slowRender();
        }).subscribe().with(done -> { });
        assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();
        Uni<String> waiting = queue.submit(this::slowRender);
        Cancellable queued = waiting.subscribe().with(done -> { });

        assertThatThrownBy(() -> queue.submit(this::slowRender).await().atMost(Duration.ofSeconds(5)))
                .isInstanceOfSatisfying(ProblemException.class, busy -> {
                    assertThat(busy.code().code()).isEqualTo("documents_busy");
                    assertThat(busy.code().status()).isEqualTo(503);
                    assertThat(busy.headers()).containsEntry("Retry-After", "10");
                });
        running.cancel();
        queued.cancel();
    }

    @Test
    void aRenderThatFailsFailsItsRequestOnly() {
        assertThatThrownBy(() -> queue.submit(() -> {
            throw new IllegalStateException("broken template");
        }).await().atMost(Duration.ofSeconds(5))).hasMessage("broken template");

        assertThat(queue.submit(() -> "next").await().atMost(Duration.ofSeconds(5))).isEqualTo("next");
    }
}
