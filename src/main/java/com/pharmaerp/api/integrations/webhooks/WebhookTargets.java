package com.pharmaerp.api.integrations.webhooks;

import java.math.BigInteger;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Locale;

/**
 * Where a webhook may be delivered: the rules against server-side request forgery, checked when an
 * endpoint's URL is created or patched and again before every delivery attempt.
 *
 * <p>{@link #parse} checks what the URL says (scheme, user info, port, host, and an address written
 * in it); a host name is then resolved by the caller and every address it resolves to goes through
 * {@link #checkResolved}. The caller connects to one of those checked addresses, never resolves the
 * name a second time: a second answer could be another address (DNS rebinding). Nothing here looks
 * a name up, so nothing here can be made to send a query.
 *
 * <p>{@code allowPrivateTargets} (receivers on the developer's own machine or in a test) lifts the
 * address rules, the https rule and the port rule; never the scheme or user-info rules.
 */
public final class WebhookTargets {

    public static final int MAX_URL_LENGTH = 2048;

    private static final String PUBLIC_ONLY = ": webhooks go to public addresses only.";

    /**
     * A URL that passed the syntax rules: where to connect and what to send as Host.
     *
     * @param url          the URL as given
     * @param https        whether the connection is TLS (else plain http, only while private targets are allowed)
     * @param host         lower case, no trailing dot; for an address written in the URL its canonical
     *                     text (IPv6 without brackets), whatever the spelling was
     * @param port         the port to connect to, the scheme's default when none was written
     * @param pathAndQuery the request target: raw path ({@code /} when empty) and {@code ?query}
     * @param literal      the address when the host is one (in any spelling): connect to exactly that,
     *                     no lookup; {@code null} for a name, which the caller resolves and checks
     */
    public record Target(String url, boolean https, String host, int port, String pathAndQuery, InetAddress literal) {

        /** The Host header: brackets around an IPv6 address, the port only when not the scheme's default. */
        public String hostHeader() {
            String name = host.indexOf(':') >= 0 ? "[" + host + "]" : host;
            return port == (https ? 443 : 80) ? name : name + ":" + port;
        }
    }

    /** Why a URL or address is refused, a sentence a caller can read (goes into a 422 field error or a delivery's error). */
    public static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        public Refused(String message) {
            super(message, null, false, false); // a verdict, not a failure: no stack trace to fill
        }
    }

    private WebhookTargets() {
    }

    /**
     * The syntax rules, and the address rules for an address written in the URL.
     *
     * @throws Refused when the URL may not be delivered to, with the reason
     */
    public static Target parse(String url, boolean allowPrivateTargets) throws Refused {
        if (url == null || url.isEmpty()) {
            throw new Refused("The URL is empty.");
        }
        if (url.length() > MAX_URL_LENGTH) {
            throw new Refused("The URL is longer than " + MAX_URL_LENGTH + " characters.");
        }
        // Non-ASCII would reach the host through IDNA mapping (fullwidth digits become an address) and
        // the request line unencoded; the URL's owner can write both in ASCII.
        for (int i = 0; i < url.length(); i++) {
            char c = url.charAt(i);
            if (c <= 0x20 || c >= 0x7f) {
                throw new Refused("The URL may contain only printable ASCII: percent-encode other characters"
                        + " and write an internationalised host in its punycode (xn--) form.");
            }
        }
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            throw new Refused("The URL is not well-formed.");
        }

        String scheme = uri.getScheme() == null ? null : uri.getScheme().toLowerCase(Locale.ROOT);
        boolean https = "https".equals(scheme);
        // First the rules that hold whatever allowPrivateTargets says, then those it lifts.
        if (!https && !"http".equals(scheme)) {
            throw new Refused("The URL must start with https://.");
        }
        if (uri.isOpaque() || uri.getRawAuthority() == null) {
            throw new Refused("The URL has no host.");
        }
        String authority = uri.getRawAuthority();
        if (authority.indexOf('@') >= 0) {
            // Credentials in a URL end up in logs and in every delivery's record; send them in a header instead.
            throw new Refused("The URL may not contain a user name or password.");
        }
        if (uri.getRawFragment() != null) {
            throw new Refused("The URL may not have a fragment (#...): it is never sent to the receiver.");
        }
        if (!https && !allowPrivateTargets) {
            throw new Refused("The URL must use https: webhooks are delivered over TLS only.");
        }
        String hostPart;
        String portPart;
        if (authority.startsWith("[")) {
            int close = authority.indexOf(']');
            if (close < 0) {
                throw new Refused("The URL's host is not a valid address.");
            }
            hostPart = authority.substring(0, close + 1);
            String rest = authority.substring(close + 1);
            if (!rest.isEmpty() && !rest.startsWith(":")) {
                throw new Refused("The URL's host is not a valid address.");
            }
            portPart = rest.isEmpty() ? null : rest.substring(1);
        } else {
            int colon = authority.lastIndexOf(':');
            hostPart = colon < 0 ? authority : authority.substring(0, colon);
            portPart = colon < 0 ? null : authority.substring(colon + 1);
        }

        int port = port(portPart, https, allowPrivateTargets);
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        String pathAndQuery = uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();

        if (hostPart.startsWith("[")) {
            byte[] address = ipv6(hostPart.substring(1, hostPart.length() - 1));
            return literal(url, https, port, pathAndQuery, address, hostPart, allowPrivateTargets);
        }
        String host = hostPart.toLowerCase(Locale.ROOT);
        if (host.endsWith(".")) {
            host = host.substring(0, host.length() - 1); // "example.com." is "example.com"; only one dot
        }
        if (host.isEmpty()) {
            throw new Refused("The URL has no host.");
        }
        String[] labels = host.split("\\.", -1);
        if (endsInANumber(labels[labels.length - 1])) {
            // As a browser and inet_aton read it: "127.1", "0x7f000001" and "0177.0.0.1" are all 127.0.0.1.
            byte[] address = ipv4(labels, hostPart);
            return literal(url, https, port, pathAndQuery, address, hostPart, allowPrivateTargets);
        }
        checkName(host, labels, hostPart);
        if (!allowPrivateTargets && (host.equals("localhost") || host.endsWith(".localhost"))) {
            // Resolved by the machine itself to loopback (RFC 6761), whatever DNS says.
            throw new Refused("The host " + hostPart + " is this machine" + PUBLIC_ONLY);
        }
        return new Target(url, https, host, port, pathAndQuery, null);
    }

    /**
     * Every address the target's host resolved to must be public: a name with one public and one
     * private address is refused, as the connection could go to either.
     */
    public static void checkResolved(Target target, List<InetAddress> addresses, boolean allowPrivateTargets) throws Refused {
        if (addresses == null || addresses.isEmpty()) {
            throw new Refused("The host " + target.host() + " does not resolve to any address.");
        }
        if (allowPrivateTargets) {
            return;
        }
        for (InetAddress address : addresses) {
            String kind = kind(address.getAddress());
            if (kind != null) {
                // The kind, not the address: an endpoint's owner should not learn the service's internal DNS.
                throw new Refused("The host " + target.host() + " resolves to " + kind + PUBLIC_ONLY);
            }
        }
    }

    /** Whether an address is one a webhook may be delivered to: in none of the ranges below, nor carrying an IPv4 address in one. */
    public static boolean isPublic(InetAddress address) {
        return kind(address.getAddress()) == null;
    }

    // ---- the URL's parts ----

    private static int port(String text, boolean https, boolean allowPrivateTargets) throws Refused {
        if (text == null) {
            return https ? 443 : 80;
        }
        if (text.isEmpty() || text.length() > 5 || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new Refused("The URL's port must be a number from 1 to 65535.");
        }
        int port = Integer.parseInt(text);
        if (port < 1 || port > 65535) {
            throw new Refused("The URL's port must be a number from 1 to 65535.");
        }
        if (!allowPrivateTargets && port != 443 && port < 1024) {
            // Below 1024 are the well-known services (ssh, smtp, ...); a receiver listens on 443 or its own port.
            throw new Refused("The URL's port must be 443 or from 1024 to 65535.");
        }
        return port;
    }

    private static Target literal(String url, boolean https, int port, String pathAndQuery, byte[] address,
            String written, boolean allowPrivateTargets) throws Refused {
        if (!allowPrivateTargets) {
            String kind = kind(address);
            if (kind != null) {
                String canonical = format(address);
                boolean asWritten = canonical.equals(written) || ("[" + canonical + "]").equals(written);
                String is = asWritten ? kind : canonical + ", " + kind; // "127.1 is 127.0.0.1, a loopback address"
                throw new Refused("The host " + written + " is " + is + PUBLIC_ONLY);
            }
        }
        try {
            // getByAddress never looks anything up; a mapped ::ffff:a.b.c.d comes back as the IPv4 it maps.
            return new Target(url, https, format(address), port, pathAndQuery, InetAddress.getByAddress(address));
        } catch (UnknownHostException e) {
            throw new IllegalStateException("an address of 4 or 16 bytes", e);
        }
    }

    /** WHATWG URL's test: a host whose last label is a number is an IPv4 address or invalid, never a name. */
    private static boolean endsInANumber(String label) {
        if (label.isEmpty()) {
            return false;
        }
        if (label.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return true;
        }
        return label.startsWith("0x") && label.substring(2).chars().allMatch(c -> Character.digit(c, 16) >= 0);
    }

    /** 1 to 4 parts, each decimal, hex (0x) or octal (leading 0); the last fills the bytes left. */
    private static byte[] ipv4(String[] parts, String written) throws Refused {
        Refused invalid = new Refused("The host " + written + " is not a valid IPv4 address.");
        if (parts.length > 4) {
            throw invalid;
        }
        long value = 0;
        for (int i = 0; i < parts.length; i++) {
            BigInteger part = ipv4Number(parts[i]);
            if (part == null) {
                throw invalid;
            }
            boolean last = i == parts.length - 1;
            int bits = last ? 8 * (5 - parts.length) : 8;
            if (part.bitLength() > bits) {
                throw invalid;
            }
            value = last ? (value << bits) | part.longValue() : (value << 8) | part.longValue();
        }
        return new byte[] {(byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value};
    }

    private static BigInteger ipv4Number(String part) {
        String digits = part;
        int radix = 10;
        if (part.startsWith("0x")) {
            digits = part.substring(2);
            radix = 16;
        } else if (part.length() > 1 && part.startsWith("0")) {
            digits = part.substring(1);
            radix = 8;
        }
        if (digits.isEmpty()) {
            return null; // "", "0x": nothing a reader could mean
        }
        for (int i = 0; i < digits.length(); i++) {
            if (Character.digit(digits.charAt(i), radix) < 0) {
                return null; // "08", "1e3"
            }
        }
        return new BigInteger(digits, radix);
    }

    /** An IPv6 address as RFC 4291 writes it: 8 groups, one "::" for a run of zeros, an IPv4 tail; no zone. */
    private static byte[] ipv6(String text) throws Refused {
        Refused invalid = new Refused("The host [" + text + "] is not a valid IPv6 address.");
        if (text.indexOf('%') >= 0) {
            // A zone names one of this machine's interfaces: a link-local target by definition.
            throw new Refused("The host [" + text + "] has a zone id (%...): webhooks go to public addresses only.");
        }
        String lower = text.toLowerCase(Locale.ROOT);
        int gap = lower.indexOf("::");
        if (gap >= 0 && lower.indexOf("::", gap + 1) >= 0) {
            throw invalid;
        }
        if (gap >= 0 && lower.substring(0, gap).indexOf('.') >= 0) {
            throw invalid; // an IPv4 part only at the end
        }
        int[] head = gap < 0 ? groups(lower, invalid) : groups(lower.substring(0, gap), invalid);
        int[] tail = gap < 0 ? new int[0] : groups(lower.substring(gap + 2), invalid);
        int count = head.length + tail.length;
        if (gap < 0 ? count != 8 : count > 7) {
            throw invalid;
        }
        byte[] address = new byte[16];
        for (int i = 0; i < head.length; i++) {
            address[2 * i] = (byte) (head[i] >>> 8);
            address[2 * i + 1] = (byte) head[i];
        }
        for (int i = 0; i < tail.length; i++) {
            int at = 8 - tail.length + i;
            address[2 * at] = (byte) (tail[i] >>> 8);
            address[2 * at + 1] = (byte) tail[i];
        }
        return address;
    }

    /** Colon-separated 16-bit groups; a dotted IPv4 address as the last counts as two. */
    private static int[] groups(String text, Refused invalid) throws Refused {
        if (text.isEmpty()) {
            return new int[0];
        }
        String[] parts = text.split(":", -1);
        String lastPart = parts[parts.length - 1];
        boolean ipv4Tail = lastPart.indexOf('.') >= 0;
        int[] groups = new int[parts.length + (ipv4Tail ? 1 : 0)];
        for (int i = 0; i < parts.length - (ipv4Tail ? 1 : 0); i++) {
            String part = parts[i];
            if (part.isEmpty() || part.length() > 4 || !part.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
                throw invalid;
            }
            groups[i] = Integer.parseInt(part, 16);
        }
        if (ipv4Tail) {
            // Strict here, as in RFC 4291 and WHATWG: four decimal parts, no hex, octal or shortening.
            String[] octets = lastPart.split("\\.", -1);
            if (octets.length != 4) {
                throw invalid;
            }
            int value = 0;
            for (String octet : octets) {
                if (octet.isEmpty() || octet.length() > 3 || (octet.length() > 1 && octet.startsWith("0"))
                        || !octet.chars().allMatch(c -> c >= '0' && c <= '9') || Integer.parseInt(octet) > 255) {
                    throw invalid;
                }
                value = (value << 8) | Integer.parseInt(octet);
            }
            groups[groups.length - 2] = value >>> 16;
            groups[groups.length - 1] = value & 0xffff;
        }
        return groups;
    }

    /** A DNS name: labels of letters, digits, '-' and '_', 1 to 63 characters, 253 in all. */
    private static void checkName(String host, String[] labels, String written) throws Refused {
        boolean valid = host.length() <= 253;
        for (String label : labels) {
            valid &= !label.isEmpty() && label.length() <= 63
                    && label.chars().allMatch(c -> (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_');
        }
        if (!valid) {
            throw new Refused("The host " + written + " is not a valid host name.");
        }
    }

    // ---- the address ranges ----

    private record Range(byte[] prefix, int bits, String kind) {
        boolean contains(byte[] address) {
            if (address.length != prefix.length) {
                return false;
            }
            for (int bit = 0; bit < bits; bit++) {
                int mask = 0x80 >>> (bit % 8);
                if ((address[bit / 8] & mask) != (prefix[bit / 8] & mask)) {
                    return false;
                }
            }
            return true;
        }
    }

    private static Range range(String cidr, String kind) {
        int slash = cidr.indexOf('/');
        String address = cidr.substring(0, slash);
        try {
            byte[] prefix = address.indexOf(':') >= 0 ? ipv6(address) : ipv4(address.split("\\."), address);
            return new Range(prefix, Integer.parseInt(cidr.substring(slash + 1)), kind);
        } catch (Refused e) {
            throw new IllegalArgumentException(cidr, e);
        }
    }

    private static final String PRIVATE = "a private address";
    private static final String LINK_LOCAL = "a link-local address";
    private static final String DOCUMENTATION = "a documentation address";
    private static final String MULTICAST = "a multicast address";

    /** IPv4: the IANA special-purpose ranges that are not globally reachable; the first match names the kind. */
    private static final List<Range> IPV4 = List.of(
            range("0.0.0.0/32", "the unspecified address"),
            range("0.0.0.0/8", "a 'this network' address"),
            range("10.0.0.0/8", PRIVATE),
            range("100.64.0.0/10", "a shared (carrier-grade NAT) address"),
            range("127.0.0.0/8", "a loopback address"),
            range("169.254.0.0/16", LINK_LOCAL),
            range("172.16.0.0/12", PRIVATE),
            range("192.0.0.0/24", "a reserved (IETF protocol) address"),
            range("192.0.2.0/24", DOCUMENTATION),
            range("192.168.0.0/16", PRIVATE),
            range("198.18.0.0/15", "a benchmarking address"),
            range("198.51.100.0/24", DOCUMENTATION),
            range("203.0.113.0/24", DOCUMENTATION),
            range("224.0.0.0/4", MULTICAST),
            range("255.255.255.255/32", "the broadcast address"),
            range("240.0.0.0/4", "a reserved address"));

    /** IPv6 ranges refused outright; those that embed an IPv4 address are judged in {@link #kind}. */
    private static final List<Range> IPV6 = List.of(
            range("::/128", "the unspecified address"),
            range("::1/128", "a loopback address"),
            range("::/96", "an IPv4-compatible address (deprecated)"),
            range("64:ff9b:1::/48", "a local-use NAT64 address"),
            range("100::/64", "a discard-only address"),
            range("2001::/32", "a Teredo tunnel address"),
            range("2001:db8::/32", DOCUMENTATION),
            range("fc00::/7", "a unique-local (private) address"),
            range("fe80::/10", LINK_LOCAL),
            range("fec0::/10", "a site-local (deprecated, private) address"),
            range("ff00::/8", MULTICAST));

    /** An IPv6 prefix that carries an IPv4 address from byte {@code from} on: judged as that IPv4 address. */
    private record Embedding(Range prefix, int from, String form) {
    }

    private static final Embedding MAPPED = new Embedding(range("::ffff:0:0/96", ""), 12, "an IPv4-mapped form of ");

    private static final List<Embedding> EMBEDDINGS = List.of(
            MAPPED, // a dual-stack socket connects to the IPv4 address itself
            new Embedding(range("64:ff9b::/96", ""), 12, "a NAT64 form of "), // the translator connects to it
            new Embedding(range("2002::/16", ""), 2, "a 6to4 form of ")); // the tunnel ends at it

    private static final Range GLOBAL_UNICAST = range("2000::/3", "");

    /** What kind of non-public address this is, as a phrase for a message; {@code null} when public. */
    private static String kind(byte[] address) {
        if (address.length == 4) {
            return IPV4.stream().filter(r -> r.contains(address)).map(Range::kind).findFirst().orElse(null);
        }
        for (Embedding embedding : EMBEDDINGS) {
            if (embedding.prefix().contains(address)) {
                int from = embedding.from();
                String kind = kind(new byte[] {address[from], address[from + 1], address[from + 2], address[from + 3]});
                return kind == null ? null : embedding.form() + kind;
            }
        }
        for (Range range : IPV6) {
            if (range.contains(address)) {
                return range.kind();
            }
        }
        // Only 2000::/3 is allocated for global unicast; the rest is reserved and reaches no receiver.
        return GLOBAL_UNICAST.contains(address) ? null : "a reserved address";
    }

    /** Dotted IPv4; IPv6 as RFC 5952 writes it (lower case, the longest zero run as "::"), a mapped IPv4 dotted. */
    private static String format(byte[] address) {
        if (address.length == 4) {
            return (address[0] & 0xff) + "." + (address[1] & 0xff) + "." + (address[2] & 0xff) + "." + (address[3] & 0xff);
        }
        if (MAPPED.prefix().contains(address)) {
            return "::ffff:" + format(new byte[] {address[12], address[13], address[14], address[15]});
        }
        int[] groups = new int[8];
        for (int i = 0; i < 8; i++) {
            groups[i] = ((address[2 * i] & 0xff) << 8) | (address[2 * i + 1] & 0xff);
        }
        int bestStart = -1;
        int bestLength = 1; // a single zero group is written as 0, not ::
        for (int i = 0; i < 8; i++) {
            int length = 0;
            while (i + length < 8 && groups[i + length] == 0) {
                length++;
            }
            if (length > bestLength) {
                bestStart = i;
                bestLength = length;
            }
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            if (i == bestStart) {
                text.append("::");
                i += bestLength - 1;
                continue;
            }
            if (text.length() > 0 && text.charAt(text.length() - 1) != ':') {
                text.append(':');
            }
            text.append(Integer.toHexString(groups[i]));
        }
        return text.toString();
    }
}
