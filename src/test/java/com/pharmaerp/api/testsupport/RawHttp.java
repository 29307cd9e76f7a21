package com.pharmaerp.api.testsupport;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URL;
import java.nio.charset.StandardCharsets;

/** Raw HTTP/1.1 exchanges, for what an HTTP client library would refuse to send or would hide. */
public final class RawHttp {

    /** What came back, and whether the server closed the connection (rather than our read timing out). */
    public record Exchange(String response, boolean closedByServer, long millis) {
    }

    private RawHttp() {
    }

    public static Exchange send(URL server, byte[] request, int readTimeoutMillis) throws IOException {
        return send(server, request, readTimeoutMillis, readTimeoutMillis);
    }

    /**
     * As {@link #send(URL, byte[], int)}, but once something has come back, a silence of {@code quietMillis} ends the
     * exchange (the server keeps the connection open after answering): not closed by the server then.
     */
    public static Exchange send(URL server, byte[] request, int readTimeoutMillis, int quietMillis) throws IOException {
        long start = System.nanoTime();
        try (Socket socket = new Socket(server.getHost(), server.getPort())) {
            socket.setSoTimeout(readTimeoutMillis);
            socket.getOutputStream().write(request);
            socket.getOutputStream().flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            boolean closed = false;
            try {
                int n;
                while ((n = in.read(buffer)) >= 0) {
                    received.write(buffer, 0, n);
                    socket.setSoTimeout(quietMillis);
                }
                closed = true;
            } catch (SocketTimeoutException e) {
                closed = false;
            } catch (IOException e) {
                closed = true; // reset by the server
            }
            return new Exchange(received.toString(StandardCharsets.ISO_8859_1), closed,
                    (System.nanoTime() - start) / 1_000_000);
        }
    }

    public static Exchange send(URL server, String request, int readTimeoutMillis) throws IOException {
        return send(server, request.getBytes(StandardCharsets.ISO_8859_1), readTimeoutMillis);
    }
}
