package com.pharmaerp.api.integrations.webhooks;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeoutException;

import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.streams.WriteStream;

/**
 * Where a receiver's response body goes: its first bytes are kept (to show in a failed attempt's
 * error), the rest is dropped as it arrives, and a body still streaming at the attempt's deadline
 * fails the attempt, which closes the connection.
 */
final class CappedBody implements WriteStream<Buffer> {

    private final int cap;
    private final long deadlineNanos;
    private final Buffer kept = Buffer.buffer();

    CappedBody(int cap, long deadlineNanos) {
        this.cap = cap;
        this.deadlineNanos = deadlineNanos;
    }

    /** What was kept, as text. */
    String text() {
        return kept.toString(StandardCharsets.UTF_8);
    }

    @Override
    public Future<Void> write(Buffer data) {
        if (System.nanoTime() > deadlineNanos) {
            return Future.failedFuture(new TimeoutException("the response body was still arriving at the deadline"));
        }
        int room = cap - kept.length();
        if (room > 0) {
            kept.appendBuffer(data, 0, Math.min(room, data.length()));
        }
        return Future.succeededFuture();
    }

    @Override
    public void write(Buffer data, Handler<AsyncResult<Void>> handler) {
        Future<Void> written = write(data);
        if (handler != null) {
            handler.handle(written);
        }
    }

    @Override
    public void end(Handler<AsyncResult<Void>> handler) {
        if (handler != null) {
            handler.handle(Future.succeededFuture());
        }
    }

    @Override
    public WriteStream<Buffer> exceptionHandler(Handler<Throwable> handler) {
        return this;
    }

    @Override
    public WriteStream<Buffer> setWriteQueueMaxSize(int maxSize) {
        return this;
    }

    @Override
    public boolean writeQueueFull() {
        return false;
    }

    @Override
    public WriteStream<Buffer> drainHandler(Handler<Void> handler) {
        return this;
    }
}
