package com.pharmaerp.api.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A TCP proxy on 127.0.0.1 between the service and PostgreSQL that cuts the one connection whose
 * request carries a marker (an Idempotency-Key) at a chosen point of the protocol, then refuses new
 * connections for a while, as a failover does: the request's own clean-up cannot reach the database.
 */
public final class CuttingProxy implements AutoCloseable {

    /** Where the marked connection is cut. */
    public enum Cut {
        /** When it sends BEGIN: the claim committed, the operation never began. */
        AT_BEGIN,
        /** Once it has sent COMMIT: PostgreSQL commits, and its answer never reaches the service. */
        AFTER_COMMIT
    }

    private final ServerSocket listener;
    private final int targetPort;
    private volatile Armed armed;
    private volatile long refusingUntil;

    private record Armed(String marker, Cut cut, Duration down, AtomicBoolean taken, CountDownLatch fired) {
    }

    public CuttingProxy(int targetPort) throws IOException {
        this.targetPort = targetPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accepting = new Thread(this::accept, "cutting-proxy");
        accepting.setDaemon(true);
        accepting.start();
    }

    public int port() {
        return listener.getLocalPort();
    }

    /** The next connection whose bytes carry {@code marker} is cut at {@code cut}; then none connects for {@code down}. */
    public void arm(String marker, Cut cut, Duration down) {
        armed = new Armed(marker, cut, down, new AtomicBoolean(), new CountDownLatch(1));
    }

    /** Returns once the proxy accepts connections again after a cut. */
    public void awaitUp() {
        sleep(Duration.ofMillis(Math.max(0, refusingUntil - System.currentTimeMillis())));
    }

    /** Whether the armed cut happened within the wait. */
    public boolean awaitCut(Duration wait) throws InterruptedException {
        return armed.fired().await(wait.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                if (System.currentTimeMillis() < refusingUntil) {
                    client.close();
                    continue;
                }
                Socket server = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                new Pair(client, server).start();
            } catch (IOException e) {
                // closed, or one connection failed: the service sees it as the database not answering
            }
        }
    }

    /** One proxied connection: the service's bytes are watched for the armed marker and cut. */
    private final class Pair {
        private final Socket client;
        private final Socket server;
        private final StringBuilder seen = new StringBuilder();
        private volatile Armed mine;
        private volatile boolean swallowing;

        Pair(Socket client, Socket server) {
            this.client = client;
            this.server = server;
        }

        void start() {
            daemon(this::fromClient);
            daemon(this::fromServer);
        }

        private void fromClient() {
            byte[] buffer = new byte[16384];
            try (InputStream in = client.getInputStream(); OutputStream out = server.getOutputStream()) {
                for (int n; (n = in.read(buffer)) > 0;) {
                    if (!watch(new String(buffer, 0, n, StandardCharsets.ISO_8859_1))) {
                        out.write(buffer, 0, n);
                        out.flush();
                    }
                }
            } catch (IOException e) {
                // either side closed
            } finally {
                closeBoth();
            }
        }

        /** @return true when the bytes must not be forwarded */
        private boolean watch(String bytes) throws IOException {
            if (mine == null) {
                Armed current = armed;
                if (current == null || current.taken().get()) {
                    return false;
                }
                seen.append(bytes);
                int at = seen.indexOf(current.marker());
                if (at < 0) {
                    // A marker may span two reads.
                    seen.delete(0, Math.max(0, seen.length() - current.marker().length()));
                    return false;
                }
                if (!current.taken().compareAndSet(false, true)) {
                    return false;
                }
                mine = current;
                seen.delete(0, at + current.marker().length());
            } else if (mine.fired().getCount() == 0) {
                return false;
            } else {
                seen.append(bytes);
            }
            if (mine.cut() == Cut.AT_BEGIN && seen.indexOf("BEGIN\0") >= 0) {
                fire(mine);
                closeBoth();
                return true;
            }
            if (mine.cut() == Cut.AFTER_COMMIT && seen.indexOf("COMMIT\0") >= 0) {
                swallowing = true;
                OutputStream out = server.getOutputStream();
                out.write(bytes.getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                fire(mine);
                daemon(() -> {
                    sleep(Duration.ofMillis(500)); // PostgreSQL commits meanwhile
                    closeBoth();
                });
                return true;
            }
            return false;
        }

        private void fire(Armed current) {
            refusingUntil = System.currentTimeMillis() + current.down().toMillis();
            current.fired().countDown();
        }

        private void fromServer() {
            byte[] buffer = new byte[16384];
            try (InputStream in = server.getInputStream(); OutputStream out = client.getOutputStream()) {
                for (int n; (n = in.read(buffer)) > 0;) {
                    if (!swallowing) {
                        out.write(buffer, 0, n);
                        out.flush();
                    }
                }
            } catch (IOException e) {
                // either side closed
            } finally {
                if (!swallowing) {
                    closeBoth();
                }
            }
        }

        private void closeBoth() {
            try {
                client.close();
            } catch (IOException e) {
                // already closed
            }
            try {
                server.close();
            } catch (IOException e) {
                // already closed
            }
        }
    }

    private static void daemon(Runnable task) {
        Thread thread = new Thread(task, "cutting-proxy-pump");
        thread.setDaemon(true);
        thread.start();
    }

    private static void sleep(Duration pause) {
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
