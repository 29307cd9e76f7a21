package com.pharmaerp.api.platform.documents;

import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.problem.ProblemType;

import io.smallrye.mutiny.Uni;
import io.vertx.core.Context;
import io.vertx.core.Vertx;

/**
 * The threads documents render on: a few of their own (never the event loop) and a short queue in
 * front of them. A render needs tens of MiB while it lays out, and a waiting one holds its record,
 * so beyond the queue a request is refused at once with 503 {@code documents_busy} and Retry-After
 * rather than piling up until the heap runs out.
 */
final class RenderQueue {

    static final ProblemType DOCUMENTS_BUSY = new ProblemType("documents_busy", 503, "Documents busy");
    /** Seconds a refused client waits: about what a long batch record takes to render. */
    static final int RETRY_AFTER_SECONDS = 10;

    private final ThreadPoolExecutor threads;

    RenderQueue(int renders, int waiting) {
        AtomicInteger count = new AtomicInteger();
        this.threads = new ThreadPoolExecutor(renders, renders, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(waiting),
                task -> {
                    Thread thread = new Thread(task, "document-renderer-" + count.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /**
     * The work's result, made on a render thread and handed back on the caller's Vert.x context (the
     * request's, with its request scope), never continued on the render thread; fails with
     * documents_busy when every thread and place is taken.
     */
    <T> Uni<T> submit(Supplier<T> work) {
        return Uni.createFrom().emitter(emitter -> {
            Context caller = Vertx.currentContext();
            try {
                threads.execute(() -> {
                    try {
                        T made = work.get();
                        onCaller(caller, () -> emitter.complete(made));
                    } catch (RuntimeException | Error failure) {
                        onCaller(caller, () -> emitter.fail(failure));
                    }
                });
            } catch (RejectedExecutionException full) {
                emitter.fail(new ProblemException(DOCUMENTS_BUSY, "Every document renderer of this instance is busy and "
                        + threads.getQueue().size() + " documents are waiting; try again in " + RETRY_AFTER_SECONDS + " s.",
                        Map.of("Retry-After", String.valueOf(RETRY_AFTER_SECONDS))));
            }
        });
    }

    private static void onCaller(Context caller, Runnable step) {
        if (caller == null) {
            step.run();
        } else {
            caller.runOnContext(ignored -> step.run());
        }
    }

    void stop() {
        threads.shutdownNow();
    }
}
