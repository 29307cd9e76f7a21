package com.pharmaerp.api.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import org.awaitility.Awaitility;
import org.awaitility.core.ConditionTimeoutException;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A webhook receiver on 127.0.0.1 for the tests: it keeps every request it gets and answers as it
 * is told, one scripted answer per request (then 204), or by a rule over the request.
 */
public final class WebhookReceiver implements AutoCloseable {

    /** A request as it arrived (header names lower case), when, and the status it was answered. */
    public record Received(Map<String, List<String>> headers, String body, int answered, Instant at) {

        public String header(String name) {
            List<String> values = headers.get(name);
            return values == null || values.isEmpty() ? null : values.get(0);
        }

        public String webhookId() {
            return header("webhook-id");
        }
    }

    /** An answer: status, extra headers, a pause before answering. */
    public record Answer(int status, Map<String, String> headers, Duration delay) {

        public static Answer status(int status) {
            return new Answer(status, Map.of(), Duration.ZERO);
        }
    }

    private final HttpServer server;
    private final List<Received> received = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService delayed = Executors.newSingleThreadScheduledExecutor();
    private final ConcurrentLinkedQueue<Answer> script = new ConcurrentLinkedQueue<>();
    private volatile Predicate<Received> refuse = request -> false;
    private volatile Answer refusal = Answer.status(500);

    private WebhookReceiver(HttpServer server) {
        this.server = server;
    }

    public static WebhookReceiver start() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 50);
        WebhookReceiver receiver = new WebhookReceiver(server);
        server.createContext("/", receiver::handle);
        server.setExecutor(Executors.newFixedThreadPool(8));
        server.start();
        return receiver;
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/hooks/erp";
    }

    /** The next requests get these answers, in order; after them, 204. */
    public WebhookReceiver thenAnswer(Answer... answers) {
        script.addAll(List.of(answers));
        return this;
    }

    /** Requests the rule matches get the answer (before any script), until the rule is changed. */
    public WebhookReceiver refuseWhile(Predicate<Received> rule, Answer answer) {
        refusal = answer;
        refuse = rule;
        return this;
    }

    public List<Received> received() {
        return List.copyOf(received);
    }

    /** Waits until the condition holds over what was received, failing the test after the timeout. */
    public List<Received> await(Duration timeout, Predicate<List<Received>> condition) {
        try {
            return Awaitility.await().atMost(timeout).pollDelay(Duration.ZERO).pollInterval(Duration.ofMillis(50))
                    .until(this::received, condition);
        } catch (ConditionTimeoutException e) {
            throw new AssertionError("the receiver did not get what was expected within " + timeout + "; it got "
                    + received().stream().map(r -> r.webhookId() + " " + r.body()).toList(), e);
        }
    }

    private void handle(HttpExchange exchange) throws IOException {
        byte[] body;
        try (InputStream in = exchange.getRequestBody()) {
            body = in.readAllBytes();
        }
        Map<String, List<String>> headers = new TreeMap<>();
        exchange.getRequestHeaders().forEach((name, values) -> headers.put(name.toLowerCase(), new ArrayList<>(values)));
        String text = new String(body, StandardCharsets.UTF_8);
        Instant at = Instant.now();
        Answer answer = refuse.test(new Received(headers, text, 0, at)) ? refusal : script.poll();
        if (answer == null) {
            answer = Answer.status(204);
        }
        received.add(new Received(headers, text, answer.status(), at));
        if (answer.delay().isZero()) {
            answer(exchange, answer);
        } else {
            // A slow endpoint: the request stays open and is answered later, no thread held meanwhile.
            Answer late = answer;
            delayed.schedule(() -> answer(exchange, late), answer.delay().toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    private static void answer(HttpExchange exchange, Answer answer) {
        try {
            answer.headers().forEach((name, value) -> exchange.getResponseHeaders().add(name, value));
            exchange.sendResponseHeaders(answer.status(), answer.status() == 204 ? -1 : 0);
        } catch (IOException e) {
            // the sender gave up on the request (or died) before its answer came
        } finally {
            exchange.close();
        }
    }

    @Override
    public void close() {
        server.stop(0);
        delayed.shutdownNow();
        ExecutorService executor = (ExecutorService) server.getExecutor();
        executor.shutdownNow();
        try {
            executor.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
