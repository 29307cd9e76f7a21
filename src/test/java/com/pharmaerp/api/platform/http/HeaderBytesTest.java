package com.pharmaerp.api.platform.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.netty.util.AsciiString;
import io.vertx.core.MultiMap;
import io.vertx.core.http.impl.headers.HeadersMultiMap;

class HeaderBytesTest {

    // "Host: a\r\n" is 9 bytes, "X-Two: bc\r\n" 11, "X-Two: d\r\n" 10.
    private static final long WIRE_BYTES = 30;

    @Test
    void countsHeadersAsTheyOccupyTheWireWhenParsedByTheHttp1Codec() {
        MultiMap parsed = HeadersMultiMap.httpHeaders()
                .add(AsciiString.of("Host"), "a").add(AsciiString.of("X-Two"), "bc").add(AsciiString.of("X-Two"), "d");

        assertThat(RequestLimits.headerBytes(parsed)).isEqualTo(WIRE_BYTES);
    }

    @Test
    void countsHeadersTheSameWayInAnyOtherMultiMap() {
        MultiMap other = MultiMap.caseInsensitiveMultiMap().add("Host", "a").add("X-Two", "bc").add("X-Two", "d");

        assertThat(RequestLimits.headerBytes(other)).isEqualTo(WIRE_BYTES);
    }
}
