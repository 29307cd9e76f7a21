package com.pharmaerp.api.integrations.webhooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.List;

import org.assertj.core.api.ThrowableAssertAlternative;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import com.pharmaerp.api.integrations.webhooks.WebhookTargets.Refused;
import com.pharmaerp.api.integrations.webhooks.WebhookTargets.Target;

class WebhookTargetsTest {

    private static final boolean PUBLIC_ONLY = false;
    private static final boolean PRIVATE_ALLOWED = true;

    private static ThrowableAssertAlternative<Refused> refusing(String url, boolean allowPrivateTargets) {
        return assertThatExceptionOfType(Refused.class).isThrownBy(() -> WebhookTargets.parse(url, allowPrivateTargets));
    }

    private static ThrowableAssertAlternative<Refused> refusingResolved(Target target, List<InetAddress> addresses) {
        return assertThatExceptionOfType(Refused.class)
                .isThrownBy(() -> WebhookTargets.checkResolved(target, addresses, PUBLIC_ONLY));
    }

    /** Test input only: a literal, which InetAddress parses without a lookup. */
    private static InetAddress address(String literal) throws Exception {
        return InetAddress.getByName(literal);
    }

    // ---- addresses written in the URL ----

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            0.0.0.0         | the unspecified address
            0.1.2.3         | a 'this network' address
            10.0.0.5        | a private address
            10.255.255.255  | a private address
            172.16.0.1      | a private address
            172.31.255.255  | a private address
            192.168.0.1     | a private address
            192.168.255.255 | a private address
            100.64.0.1      | a shared (carrier-grade NAT) address
            100.127.255.255 | a shared (carrier-grade NAT) address
            127.0.0.1       | a loopback address
            127.255.255.254 | a loopback address
            169.254.0.1     | a link-local address
            169.254.169.254 | a link-local address
            192.0.0.8       | a reserved (IETF protocol) address
            192.0.2.1       | a documentation address
            198.51.100.7    | a documentation address
            203.0.113.9     | a documentation address
            198.18.0.1      | a benchmarking address
            198.19.255.255  | a benchmarking address
            224.0.0.1       | a multicast address
            239.255.255.250 | a multicast address
            240.0.0.1       | a reserved address
            255.255.255.254 | a reserved address
            255.255.255.255 | the broadcast address
            """)
    void anIpv4AddressInANonPublicRangeIsRefusedNamingItsKind(String host, String kind) throws Exception {
        refusing("https://" + host + "/hook", PUBLIC_ONLY)
                .withMessage("The host " + host + " is " + kind + ": webhooks go to public addresses only.");
        assertThat(WebhookTargets.isPublic(address(host))).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.0.0.0", "9.255.255.255", "11.0.0.0", "100.63.255.255", "100.128.0.0", "126.255.255.255",
            "128.0.0.0", "169.253.255.255", "169.255.0.0", "172.15.255.255", "172.32.0.0", "192.0.1.255", "192.0.3.0",
            "192.167.255.255", "192.169.0.0", "198.17.255.255", "198.20.0.0", "198.51.99.255", "198.51.101.0",
            "203.0.112.255", "203.0.114.0", "223.255.255.255", "93.184.216.34"})
    void anIpv4AddressJustOutsideEachRangeIsPublic(String host) throws Exception {
        Target target = WebhookTargets.parse("https://" + host + "/hook", PUBLIC_ONLY);

        assertThat(target.literal()).isEqualTo(address(host));
        assertThat(WebhookTargets.isPublic(address(host))).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            127.1                   | 127.0.0.1
            127.0.1                 | 127.0.0.1
            2130706433              | 127.0.0.1
            0x7f000001              | 127.0.0.1
            0X7F000001              | 127.0.0.1
            0x7f.0.0.1              | 127.0.0.1
            0x7f.1                  | 127.0.0.1
            0177.0.0.1              | 127.0.0.1
            0177.1                  | 127.0.0.1
            017700000001            | 127.0.0.1
            127.0.0.1.              | 127.0.0.1
            2852039166              | 169.254.169.254
            0xa9fea9fe              | 169.254.169.254
            0251.0376.0251.0376     | 169.254.169.254
            169.254.43518           | 169.254.169.254
            0xa9.0xfe.0xa9.0xfe     | 169.254.169.254
            012.1                   | 10.0.0.1
            0                       | 0.0.0.0
            """)
    void anIpv4AddressInAnySpellingIsRefusedAsTheAddressItMeans(String host, String address) {
        refusing("https://" + host + "/hook", PUBLIC_ONLY).withMessageContaining("The host " + host + " is " + address + ", ");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            93.184.216.34     | 93.184.216.34
            93.184.55330      | 93.184.216.34
            93.12113954       | 93.184.216.34
            1572395042        | 93.184.216.34
            0x5db8d822        | 93.184.216.34
            0135.0270.0330.042| 93.184.216.34
            0x5d.184.0xd8.34  | 93.184.216.34
            0000135.184.216.34| 93.184.216.34
            """)
    void anIpv4AddressInAnySpellingIsParsedToTheAddressItMeans(String host, String address) throws Exception {
        Target target = WebhookTargets.parse("https://" + host + "/hook", PUBLIC_ONLY);

        assertThat(target.host()).isEqualTo(address);
        assertThat(target.literal()).isEqualTo(address(address));
    }

    @ParameterizedTest
    @ValueSource(strings = {"256.0.0.1", "1.256.0.1", "1.2.3.256", "1.2.3.4.5", "1.2.65536", "1.16777216", "4294967296",
            "0x100000000", "0x100.0.0.1", "127.0.0.08", "0x", "1.2.3.0x", "1..2", "www.example.123", "0x7f.0x"})
    void anIpv4AddressWithAPartOutOfRangeOrMalformedIsRefusedAsAnInvalidHost(String host) {
        refusing("https://" + host + "/hook", PRIVATE_ALLOWED).withMessage("The host " + host + " is not a valid IPv4 address.");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            [::]                                   | the unspecified address
            [::1]                                  | a loopback address
            [0:0:0:0:0:0:0:1]                      | a loopback address
            [::127.0.0.1]                          | an IPv4-compatible address (deprecated)
            [::a9fe:a9fe]                          | an IPv4-compatible address (deprecated)
            [::ffff:127.0.0.1]                     | an IPv4-mapped form of a loopback address
            [::ffff:7f00:1]                        | an IPv4-mapped form of a loopback address
            [::FFFF:7F00:1]                        | an IPv4-mapped form of a loopback address
            [::ffff:169.254.169.254]               | an IPv4-mapped form of a link-local address
            [::ffff:a9fe:a9fe]                     | an IPv4-mapped form of a link-local address
            [::ffff:10.0.0.5]                      | an IPv4-mapped form of a private address
            [64:ff9b::127.0.0.1]                   | a NAT64 form of a loopback address
            [64:ff9b::7f00:1]                      | a NAT64 form of a loopback address
            [64:ff9b::169.254.169.254]             | a NAT64 form of a link-local address
            [64:ff9b::a9fe:a9fe]                   | a NAT64 form of a link-local address
            [64:ff9b:1::5db8:d822]                 | a local-use NAT64 address
            [64:ff9b:1:ffff::1]                    | a local-use NAT64 address
            [2002:7f00:1::1]                       | a 6to4 form of a loopback address
            [2002:a9fe:a9fe::]                     | a 6to4 form of a link-local address
            [2002:c0a8:101::1]                     | a 6to4 form of a private address
            [2001::1]                              | a Teredo tunnel address
            [2001:0:4136:e378:8000:63bf:3fff:fdd2] | a Teredo tunnel address
            [2001:db8::1]                          | a documentation address
            [2001:db8:ffff::1]                     | a documentation address
            [100::1]                               | a discard-only address
            [100::ffff:ffff:ffff:ffff]             | a discard-only address
            [fc00::1]                              | a unique-local (private) address
            [fd12:3456::1]                         | a unique-local (private) address
            [fe80::1]                              | a link-local address
            [febf:ffff::1]                         | a link-local address
            [fec0::1]                              | a site-local (deprecated, private) address
            [ff02::1]                              | a multicast address
            [ff0e::1]                              | a multicast address
            [4000::1]                              | a reserved address
            [1::1]                                 | a reserved address
            """)
    void anIpv6AddressInANonPublicRangeIsRefusedNamingItsKind(String host, String kind) throws Exception {
        refusing("https://" + host + "/hook", PUBLIC_ONLY)
                .withMessageStartingWith("The host " + host + " is ")
                .withMessageEndingWith(kind + ": webhooks go to public addresses only.");
        InetAddress literal = WebhookTargets.parse("https://" + host + "/hook", PRIVATE_ALLOWED).literal();
        assertThat(WebhookTargets.isPublic(literal)).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            [2606:4700::1111]           | 2606:4700::1111
            [2606:4700:0:0:0:0:0:1111]  | 2606:4700::1111
            [2A00:1450:4001:80B::200E]  | 2a00:1450:4001:80b::200e
            [2a00:0:0:1:0:0:0:1]        | 2a00:0:0:1::1
            [2a00:0:0:0:1:0:0:1]        | 2a00::1:0:0:1
            [2001:4860:4860::8888]      | 2001:4860:4860::8888
            [::ffff:93.184.216.34]      | ::ffff:93.184.216.34
            [::ffff:5db8:d822]          | ::ffff:93.184.216.34
            [64:ff9b::93.184.216.34]    | 64:ff9b::5db8:d822
            [2002:5db8:d822::1]         | 2002:5db8:d822::1
            """)
    void anIpv6AddressOutsideTheRangesIsPublicAndWrittenCanonically(String host, String canonical) throws Exception {
        Target target = WebhookTargets.parse("https://" + host + "/hook", PUBLIC_ONLY);

        assertThat(target.host()).isEqualTo(canonical);
        assertThat(target.literal()).isEqualTo(address(canonical));
        assertThat(WebhookTargets.isPublic(target.literal())).isTrue();
    }

    @Test
    void anIpv4MappedIpv6AddressIsJudgedByTheIpv4AddressItCarries() throws Exception {
        byte[] mapped = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, (byte) 0xff, (byte) 0xff, 127, 0, 0, 1};
        byte[] mappedPublic = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, (byte) 0xff, (byte) 0xff, 93, (byte) 184, (byte) 216, 34};

        assertThat(WebhookTargets.isPublic(Inet6Address.getByAddress(null, mapped, -1))).isFalse();
        assertThat(WebhookTargets.isPublic(Inet6Address.getByAddress(null, mappedPublic, -1))).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"[fe80::1%25eth0]", "[fe80::1%eth0]", "[2606:4700::1111%251]"})
    void anIpv6AddressWithAZoneIdIsRefusedEvenWhenPrivateTargetsAreAllowed(String host) {
        refusing("https://" + host + "/hook", PRIVATE_ALLOWED).withMessageContaining("zone id");
    }

    @ParameterizedTest
    @ValueSource(strings = {"[1:2:3:4:5:6:7:8:9]", "[1:2:3:4:5:6:7]", "[12345::1]", "[1::2::3]", "[:1::1]", "[1::1:]",
            "[::ffff:127.0.0.256]", "[::ffff:127.1]", "[::ffff:0x7f.0.0.1]", "[::ffff:0177.0.0.1]", "[1.2.3.4::]",
            "[::g]", "[]", "[::1]x", "[::1"})
    void aMalformedIpv6AddressIsRefused(String host) {
        refusing("https://" + host + "/hook", PRIVATE_ALLOWED);
    }

    // ---- host names ----

    @ParameterizedTest
    @ValueSource(strings = {"localhost", "LOCALHOST", "localhost.", "LocalHost.", "api.localhost", "a.b.localhost."})
    void localhostAndItsSubdomainsAreRefusedWithoutALookup(String host) {
        refusing("https://" + host + ":8443/hook", PUBLIC_ONLY)
                .withMessage("The host " + host + " is this machine: webhooks go to public addresses only.");
    }

    @ParameterizedTest
    @ValueSource(strings = {"localhost.example.com", "notlocalhost", "localhost-api.example.com"})
    void aNameThatOnlyContainsLocalhostIsAnOrdinaryName(String host) throws Exception {
        assertThat(WebhookTargets.parse("https://" + host + "/hook", PUBLIC_ONLY).literal()).isNull();
    }

    @Test
    void localhostIsAcceptedWhenPrivateTargetsAreAllowed() throws Exception {
        Target target = WebhookTargets.parse("http://localhost:8089/hook", PRIVATE_ALLOWED);

        assertThat(target.host()).isEqualTo("localhost");
        assertThat(target.literal()).isNull();
    }

    @Test
    void aHostNameIsLowerCasedWithItsTrailingDotRemovedAndLeftToBeResolved() throws Exception {
        Target target = WebhookTargets.parse("https://Hooks.Example.COM./v1/hook?tenant=7", PUBLIC_ONLY);

        assertThat(target).isEqualTo(new Target("https://Hooks.Example.COM./v1/hook?tenant=7", true, "hooks.example.com", 443,
                "/v1/hook?tenant=7", null));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            https://example.com            | /
            https://example.com?x=1        | /?x=1
            https://example.com/a%20b?q=%2F | /a%20b?q=%2F
            """)
    void theRequestTargetIsTheRawPathAndQueryWithAnEmptyPathAsSlash(String url, String pathAndQuery) throws Exception {
        assertThat(WebhookTargets.parse(url, PUBLIC_ONLY).pathAndQuery()).isEqualTo(pathAndQuery);
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://ex_ample..com/", "https://exa!mple.com/", "https://%31%32%37.0.0.1/", "https://ex%61mple.com/",
            "https://a.example.com:b:443/"})
    void aHostThatIsNotAValidNameIsRefused(String url) {
        refusing(url, PRIVATE_ALLOWED);
    }

    @Test
    void aHostNameLongerThan253CharactersIsRefused() {
        String label = "a".repeat(63);
        String host = String.join(".", label, label, label, label) + ".com"; // 259 characters

        refusing("https://" + host + "/", PUBLIC_ONLY).withMessageEndingWith("is not a valid host name.");
    }

    // ---- resolved addresses ----

    @Test
    void aHostNameResolvingOnlyToPublicAddressesIsAccepted() throws Exception {
        Target target = WebhookTargets.parse("https://example.com/hook", PUBLIC_ONLY);

        assertThatCode(() -> WebhookTargets.checkResolved(target,
                List.of(address("93.184.216.34"), address("2606:4700::1111")), PUBLIC_ONLY)).doesNotThrowAnyException();
    }

    @Test
    void aHostNameResolvingToOnePublicAndOnePrivateAddressIsRefused() throws Exception {
        Target target = WebhookTargets.parse("https://example.com/hook", PUBLIC_ONLY);

        refusingResolved(target, List.of(address("93.184.216.34"), address("10.0.0.5")))
                .withMessage("The host example.com resolves to a private address: webhooks go to public addresses only.");
    }

    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "169.254.169.254", "100.64.0.1", "::1", "fe80::1", "fc00::1", "ff02::1",
            "64:ff9b::a9fe:a9fe", "2002:a9fe:a9fe::1", "2001::1"})
    void aHostNameResolvingToANonPublicAddressIsRefused(String resolved) throws Exception {
        Target target = WebhookTargets.parse("https://hooks.example.com/hook", PUBLIC_ONLY);

        refusingResolved(target, List.of(address(resolved))).withMessageStartingWith("The host hooks.example.com resolves to ");
    }

    @Test
    void aHostNameResolvingToNoAddressIsRefused() throws Exception {
        Target target = WebhookTargets.parse("https://example.com/hook", PUBLIC_ONLY);

        refusingResolved(target, List.of()).withMessage("The host example.com does not resolve to any address.");
    }

    @Test
    void aHostNameResolvingToAPrivateAddressIsAcceptedWhenPrivateTargetsAreAllowed() throws Exception {
        Target target = WebhookTargets.parse("http://receiver.test:8089/hook", PRIVATE_ALLOWED);

        assertThatCode(() -> WebhookTargets.checkResolved(target, List.of(address("10.0.0.5"), address("::1")), PRIVATE_ALLOWED))
                .doesNotThrowAnyException();
    }

    @Test
    void aRefusedResolutionNamesTheKindButNotTheAddress() throws Exception {
        Target target = WebhookTargets.parse("https://internal.example.com/hook", PUBLIC_ONLY);

        refusingResolved(target, List.of(address("10.20.30.40"))).withMessageNotContaining("10.20.30.40");
    }

    // ---- scheme ----

    @ParameterizedTest
    @ValueSource(strings = {"ftp://example.com/hook", "file:///etc/passwd", "gopher://example.com:7070/_x", "ws://example.com:8080/",
            "wss://example.com/", "javascript:alert(1)", "data:text/plain,x", "example.com/hook", "//example.com/hook"})
    void aSchemeOtherThanHttpOrHttpsIsRefusedEvenWhenPrivateTargetsAreAllowed(String url) {
        refusing(url, PUBLIC_ONLY).withMessage("The URL must start with https://.");
        refusing(url, PRIVATE_ALLOWED).withMessage("The URL must start with https://.");
    }

    @Test
    void httpIsRefusedWhenPrivateTargetsAreNotAllowed() {
        refusing("http://example.com:8080/hook", PUBLIC_ONLY).withMessage("The URL must use https: webhooks are delivered over TLS only.");
    }

    @Test
    void httpIsAcceptedOnItsDefaultPortWhenPrivateTargetsAreAllowed() throws Exception {
        Target target = WebhookTargets.parse("http://example.com/hook", PRIVATE_ALLOWED);

        assertThat(target.https()).isFalse();
        assertThat(target.port()).isEqualTo(80);
    }

    @Test
    void theSchemeIsCaseInsensitive() throws Exception {
        assertThat(WebhookTargets.parse("HTTPS://example.com/hook", PUBLIC_ONLY).https()).isTrue();
    }

    // ---- user info ----

    @ParameterizedTest
    @ValueSource(strings = {"https://user:pw@example.com/hook", "https://user@example.com/hook", "https://@example.com/hook",
            "https://example.com:443@evil.example/hook", "http://user:pw@127.0.0.1:8089/hook"})
    void userInfoIsRefusedEvenWhenPrivateTargetsAreAllowed(String url) {
        refusing(url, PUBLIC_ONLY).withMessage("The URL may not contain a user name or password.");
        refusing(url, PRIVATE_ALLOWED).withMessage("The URL may not contain a user name or password.");
    }

    // ---- port ----

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            https://example.com/hook       | 443
            https://example.com:443/hook   | 443
            https://example.com:8443/hook  | 8443
            https://example.com:1024/hook  | 1024
            https://example.com:65535/hook | 65535
            """)
    void port443AndPortsFrom1024AreAccepted(String url, int port) throws Exception {
        assertThat(WebhookTargets.parse(url, PUBLIC_ONLY).port()).isEqualTo(port);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 22, 25, 80, 1023})
    void aPortBelow1024OtherThan443IsRefusedWhenPrivateTargetsAreNotAllowed(int port) {
        refusing("https://example.com:" + port + "/hook", PUBLIC_ONLY).withMessage("The URL's port must be 443 or from 1024 to 65535.");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 22, 80, 1023})
    void anyPortIsAcceptedWhenPrivateTargetsAreAllowed(int port) throws Exception {
        assertThat(WebhookTargets.parse("https://example.com:" + port + "/hook", PRIVATE_ALLOWED).port()).isEqualTo(port);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "65536", "99999", "123456", "", "44a3", "+443"})
    void aPortThatIsNotANumberFrom1To65535IsRefused(String port) {
        refusing("https://example.com:" + port + "/hook", PRIVATE_ALLOWED);
    }

    // ---- the rest of the syntax ----

    @ParameterizedTest
    @ValueSource(strings = {"https://example.com/hook#section", "https://example.com/hook#"})
    void aFragmentIsRefused(String url) {
        refusing(url, PUBLIC_ONLY).withMessageStartingWith("The URL may not have a fragment");
        refusing(url, PRIVATE_ALLOWED).withMessageStartingWith("The URL may not have a fragment");
    }

    @ParameterizedTest
    @ValueSource(strings = {"https:///hook", "https:hook", "https://:443/hook", "https://./hook", "https://?x", "https://"})
    void aUrlWithoutAHostIsRefused(String url) {
        refusing(url, PRIVATE_ALLOWED);
    }

    @Test
    void aUrlOf2048CharactersIsAcceptedAndOneLongerIsRefused() throws Exception {
        String base = "https://example.com/";
        String longest = base + "a".repeat(WebhookTargets.MAX_URL_LENGTH - base.length());

        assertThat(WebhookTargets.parse(longest, PUBLIC_ONLY).url()).hasSize(2048);
        refusing(longest + "a", PUBLIC_ONLY).withMessage("The URL is longer than 2048 characters.");
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://exa mple.com/", " https://example.com/", "https://example.com/\r\nX-Injected: 1",
            "https://example.com\\@evil.example/", "https://１２７.0.0.1/", "https://bücher.example/", "https://a/p?q=%zz"})
    void aUrlThatIsNotWellFormedAsciiIsRefused(String url) {
        refusing(url, PRIVATE_ALLOWED);
    }

    @Test
    void anEmptyOrMissingUrlIsRefused() {
        refusing("", PRIVATE_ALLOWED).withMessage("The URL is empty.");
        refusing(null, PRIVATE_ALLOWED).withMessage("The URL is empty.");
    }

    @Test
    void aRefusalNamesTheHostButNotThePathQueryOrCredentials() {
        refusing("https://10.0.0.5/hook?token=s3cret", PUBLIC_ONLY)
                .withMessageContaining("10.0.0.5")
                .withMessageNotContaining("s3cret")
                .withMessageNotContaining("/hook");
        refusing("https://admin:s3cret@example.com/hook", PUBLIC_ONLY).withMessageNotContaining("s3cret");
    }

    // ---- private targets allowed ----

    @Test
    void privateTargetsAllowedAcceptsAnHttpReceiverOnLoopback() throws Exception {
        Target target = WebhookTargets.parse("http://127.0.0.1:8089/hook", PRIVATE_ALLOWED);

        assertThat(target).isEqualTo(new Target("http://127.0.0.1:8089/hook", false, "127.0.0.1", 8089, "/hook", address("127.0.0.1")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://10.0.0.5/hook", "https://[::1]:8443/hook", "https://169.254.169.254/", "https://0x7f.1/",
            "https://[fe80::1]/", "https://[::ffff:127.0.0.1]/"})
    void privateTargetsAllowedLiftsTheAddressRules(String url) throws Exception {
        assertThat(WebhookTargets.parse(url, PRIVATE_ALLOWED).literal()).isNotNull();
    }

    // ---- Host header ----

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            https://Example.com./hook           | example.com
            https://example.com:443/hook        | example.com
            https://example.com:8443/hook       | example.com:8443
            https://[2606:4700::1111]/hook      | [2606:4700::1111]
            https://[2606:4700::1111]:8443/hook | [2606:4700::1111]:8443
            https://0x5db8d822/hook             | 93.184.216.34
            http://127.0.0.1:80/hook            | 127.0.0.1
            http://127.0.0.1:8089/hook          | 127.0.0.1:8089
            """)
    void theHostHeaderIsTheCanonicalHostWithANonDefaultPort(String url, String hostHeader) throws Exception {
        assertThat(WebhookTargets.parse(url, PRIVATE_ALLOWED).hostHeader()).isEqualTo(hostHeader);
    }
}
