package com.pharmaerp.api.testsupport;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A minimal keep-alive HTTP/1.1 client over a raw socket: sends exactly the bytes it is given
 * (any header value, repeated headers, any method or path) and reads one response at a time.
 * Reconnects when the server closes.
 */
public final class RawHttpClient implements AutoCloseable {

    /** One response; {@code status} is -1 when the server closed the connection instead of answering. */
    public record Response(int status, Map<String, String> headers, byte[] body) {

        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        public String bodyText() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    private final String host;
    private final int port;
    private Socket socket;
    private InputStream in;
    private OutputStream out;

    public RawHttpClient(String host, int port) {
        this.host = host;
        this.port = port;
    }

    public Response exchange(byte[] request) throws IOException {
        return exchange(request, false);
    }

    /** @param head whether the request was a HEAD, whose response has headers but no body */
    public Response exchange(byte[] request, boolean head) throws IOException {
        for (int attempt = 0; attempt < 2; attempt++) {
            if (socket == null) {
                socket = new Socket(host, port);
                socket.setSoTimeout(15_000);
                in = socket.getInputStream();
                out = socket.getOutputStream();
            }
            try {
                out.write(request);
                out.flush();
                Response response = read(head);
                if (response.status() < 0 || "close".equalsIgnoreCase(response.header("connection"))) {
                    close();
                }
                if (response.status() >= 0 || attempt == 1) {
                    return response;
                }
            } catch (IOException e) {
                close();
                if (attempt == 1) {
                    return new Response(-1, Map.of(), new byte[0]);
                }
            }
        }
        throw new IllegalStateException("unreachable");
    }

    private Response read(boolean head) throws IOException {
        String statusLine = readLine();
        if (statusLine == null) {
            return new Response(-1, Map.of(), new byte[0]);
        }
        int status = Integer.parseInt(statusLine.split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        String line;
        while ((line = readLine()) != null && !line.isEmpty()) {
            int colon = line.indexOf(':');
            headers.merge(line.substring(0, colon).strip().toLowerCase(Locale.ROOT), line.substring(colon + 1).strip(),
                    (a, b) -> a + ", " + b);
        }
        byte[] body;
        if (head || status == 204 || status == 304) {
            body = new byte[0];
        } else if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            ByteArrayOutputStream chunks = new ByteArrayOutputStream();
            int size;
            while ((size = Integer.parseInt(readLine().strip(), 16)) > 0) {
                chunks.write(in.readNBytes(size));
                readLine();
            }
            readLine();
            body = chunks.toByteArray();
        } else {
            body = in.readNBytes(Integer.parseInt(headers.getOrDefault("content-length", "0")));
        }
        return new Response(status, headers, body);
    }

    private String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0) {
            if (b == '\n') {
                byte[] bytes = line.toByteArray();
                int length = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
                return new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
            }
            line.write(b);
        }
        return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // already gone
            }
            socket = null;
        }
    }
}
