package com.pharmaerp.api.reliability;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;

import com.pharmaerp.api.testsupport.TestKeys;

/**
 * Generates hostile but syntactically valid HTTP/1.1 requests from a seed: every header, path,
 * method and body a careless or malicious integrator might send. The same seed gives the same
 * requests, so any failure replays exactly ({@code -Dfuzz.seed=...}).
 */
final class HostileRequests {

    /** One generated request; {@code kind} names its path category, for the report. */
    record Case(String method, String target, List<String[]> headers, byte[] body, String kind) {

        boolean head() {
            return method.equals("HEAD");
        }

        /** Quarkus refuses targets java.net.URI cannot parse with a bare 400 before the service (README "Errors"). */
        boolean uriParses() {
            try {
                new URI(target);
                return true;
            } catch (URISyntaxException e) {
                return false;
            }
        }

        byte[] bytes() {
            StringBuilder head = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\nHost: localhost\r\n");
            byte[] prefix = head.toString().getBytes(StandardCharsets.ISO_8859_1);
            List<byte[]> parts = new ArrayList<>();
            parts.add(prefix);
            for (String[] header : headers) {
                parts.add((header[0] + ": ").getBytes(StandardCharsets.ISO_8859_1));
                parts.add(header[1].getBytes(StandardCharsets.UTF_8)); // non-ASCII travels as obs-text bytes
                parts.add("\r\n".getBytes(StandardCharsets.ISO_8859_1));
            }
            parts.add(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            parts.add(body);
            int size = parts.stream().mapToInt(p -> p.length).sum();
            byte[] all = new byte[size];
            int at = 0;
            for (byte[] part : parts) {
                System.arraycopy(part, 0, all, at, part.length);
                at += part.length;
            }
            return all;
        }
    }

    private static final String[] METHODS = { "GET", "GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH",
            "OPTIONS", "TRACE", "FOO" };
    private static final String PRINTABLE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/?#[]%\"<>\\^`{|} ";

    private final Random random;

    HostileRequests(long seed) {
        this.random = new Random(seed);
    }

    /** A request that must always succeed, interleaved with the hostile ones. */
    static Case valid() {
        List<String[]> headers = new ArrayList<>();
        headers.add(new String[] { "Authorization", "Bearer " + TestKeys.ACTIVE });
        return new Case("GET", "/v1/health", headers, new byte[0], "valid");
    }

    Case next() {
        List<String[]> headers = new ArrayList<>();
        StringBuilder kind = new StringBuilder();
        String method = METHODS[random.nextInt(METHODS.length)];
        String target = path(kind) + query();
        authorization(headers);
        version(headers);
        requestId(headers);
        accept(headers);
        byte[] body = body(headers);
        return new Case(method, target, headers, body, kind.toString());
    }

    private String path(StringBuilder kind) {
        return switch (random.nextInt(12)) {
            case 0, 1, 2, 3 -> tag(kind, "path:health", "/v1/health");
            case 4 -> tag(kind, "path:segments", "/v1/" + segment() + (random.nextBoolean() ? "/" + segment() : ""));
            case 5 -> tag(kind, "path:traversal", pick("/v1/../v1/health", "/v1/%2e%2e/health", "/v1/./health",
                    "/../../etc/passwd", "/v1//health", "/v1/health/../../q/metrics"));
            case 6 -> tag(kind, "path:encoded", "/v1/" + pick("%00", "%2F", "%25", "%C3%A9", "%FF%FE", "%0D%0A", "%20",
                    "caf%C3%A9", "%u0041") + segment());
            case 7 -> tag(kind, "path:long", "/v1/" + "a".repeat(random.nextInt(9_000)));
            case 8 -> tag(kind, "path:unparseable", "/v1/" + pick("%zz", "%", "a%2", "{x}", "a|b", "a^b", "\"q\"", "a\\b"));
            case 9 -> tag(kind, "path:other", pick("/", "/q/openapi", "/q/health/live", "/q/metrics", "/v2/health",
                    "/V1/HEALTH", "/v1/health.json"));
            case 10 -> tag(kind, "path:random", "/" + printable(random.nextInt(40)).replace(" ", "%20").replace("#", "%23")
                    .replace("?", "%3F"));
            default -> tag(kind, "path:health-slash", "/v1/health/");
        };
    }

    private String query() {
        return switch (random.nextInt(6)) {
            case 0 -> "?access_token=" + TestKeys.ACTIVE;
            case 1 -> "?" + segment() + "=" + segment() + "&x=%FF&y=" + "b".repeat(random.nextInt(300));
            default -> "";
        };
    }

    private void authorization(List<String[]> headers) {
        String key = TestKeys.ACTIVE;
        String value = switch (random.nextInt(16)) {
            case 0 -> null;
            case 1 -> "Bearer " + key;
            case 2 -> pick("bearer ", "BEARER ", "Bearer    ") + key + pick("", " ", "\t");
            case 3 -> "Bearer " + nearMiss(key);
            case 4 -> "Bearer " + pick(TestKeys.LIVE, TestKeys.REVOKED, TestKeys.EXPIRED, TestKeys.UNKNOWN, TestKeys.NO_SCOPE);
            case 5 -> "Basic " + Base64.getEncoder().encodeToString(printable(20).getBytes(StandardCharsets.UTF_8));
            case 6 -> pick("Token ", "Digest ", "ApiKey ", "", "Bearer") + printable(random.nextInt(60)).strip();
            case 7 -> "Bearer " + printable(random.nextInt(200)).strip();
            case 8 -> "Bearer " + unicode(random.nextInt(60));
            case 9 -> "Bearer " + "x".repeat(1_000 + random.nextInt(9_000));
            case 10 -> "Bearer " + key.substring(0, random.nextInt(key.length()));
            case 11 -> "Bearer " + key + key;
            case 12 -> "";
            case 13 -> {
                headers.add(new String[] { "Authorization", "Bearer " + key });
                yield "Bearer " + pick(key, TestKeys.UNKNOWN);
            }
            default -> "Bearer " + key;
        };
        if (value != null) {
            headers.add(new String[] { pick("Authorization", "authorization", "AUTHORIZATION"), value });
        }
    }

    private void version(List<String[]> headers) {
        String value = switch (random.nextInt(8)) {
            case 0, 1, 2 -> null;
            case 3 -> pick("1", "1.0", "v1", "v1.0", " V1 ");
            case 4 -> pick("2", "1.1", "01", "v", "", "1.0.0", "latest", "-1", "99999999999");
            case 5 -> printable(random.nextInt(30));
            case 6 -> unicode(random.nextInt(10));
            default -> {
                headers.add(new String[] { "X-SERVICE-API-Version", "1" });
                yield "1";
            }
        };
        if (value != null) {
            headers.add(new String[] { "X-SERVICE-API-Version", value });
        }
    }

    private void requestId(List<String[]> headers) {
        String value = switch (random.nextInt(6)) {
            case 0 -> "fuzz-" + random.nextInt(1_000_000);
            case 1 -> "r".repeat(100 + random.nextInt(200));
            case 2 -> printable(random.nextInt(50));
            case 3 -> unicode(random.nextInt(20));
            default -> null;
        };
        if (value != null) {
            headers.add(new String[] { "X-Request-Id", value });
        }
    }

    private void accept(List<String[]> headers) {
        String value = switch (random.nextInt(8)) {
            case 0 -> "*/*";
            case 1 -> "application/json";
            case 2 -> "application/health+json";
            case 3 -> "text/html";
            case 4 -> pick("??", "application/", ";q=0", "*/*;q=abc", "text/*, application/xml;q=0.9");
            default -> null;
        };
        if (value != null) {
            headers.add(new String[] { "Accept", value });
        }
    }

    private byte[] body(List<String[]> headers) {
        switch (random.nextInt(6)) {
            case 0 -> {
                headers.add(new String[] { "Content-Type", "application/json" });
                return pick("{}", "{\"a\":", "[1,2,", "null", "{\"quantity\":\"many\"}").getBytes(StandardCharsets.UTF_8);
            }
            case 1 -> {
                headers.add(new String[] { "Content-Type", pick("application/octet-stream", "text/plain", "multipart/form-data",
                        "application/x-www-form-urlencoded", "garbage", "application/json; charset=ebcdic") });
                byte[] bytes = new byte[random.nextInt(20_000)];
                random.nextBytes(bytes);
                return bytes;
            }
            default -> {
                return new byte[0];
            }
        }
    }

    private String segment() {
        return printable(1 + random.nextInt(12)).replaceAll("[^A-Za-z0-9._~-]", "x");
    }

    private String printable(int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(PRINTABLE.charAt(random.nextInt(PRINTABLE.length())));
        }
        return out.toString();
    }

    private String unicode(int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.appendCodePoint(pick(0x00E9, 0x4E2D, 0x1F600, 0x0410, 0x202E, 0x00A0, 0xFEFF, 0x2028));
        }
        return out.toString();
    }

    private String nearMiss(String key) {
        int i = 9 + random.nextInt(key.length() - 9);
        char replacement = key.charAt(i) == 'A' ? 'B' : 'A';
        return key.substring(0, i) + replacement + key.substring(i + 1);
    }

    @SafeVarargs
    private <T> T pick(T... options) {
        return options[random.nextInt(options.length)];
    }

    private static String tag(StringBuilder kind, String name, String value) {
        kind.append(name);
        return value;
    }
}
