package com.pharmaerp.api.platform.versioning;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.config.ErpConfig;

import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/**
 * Names the version that served a response on every response of the public port (problems and
 * requests refused before the version was read included: they were served by the current one),
 * with the deprecation headers of a deprecated version.
 */
@Singleton
public class ApiVersionHeaders {

    private static final String CONTEXT_KEY = "erp.apiVersion";

    private final ApiVersions versions = ApiVersions.PUBLISHED;
    /** The response headers of every version, built once (hashed and encoded for Vert.x): the version list is fixed. */
    private final Map<ApiVersion, Map<CharSequence, CharSequence>> headersByVersion;

    public ApiVersionHeaders(ErpConfig config) {
        this.headersByVersion = versions.versions().stream()
                .collect(Collectors.toUnmodifiableMap(Function.identity(), served -> headersFor(served, config.changelogUrl())));
    }

    /** Records that the request asked for a version other than the current one. */
    static void select(RoutingContext routing, ApiVersion version) {
        routing.put(CONTEXT_KEY, version);
    }

    /** As the response's headers are written. */
    public void stamp(RoutingContext routing) {
        ApiVersion selected = routing.get(CONTEXT_KEY);
        Map<CharSequence, CharSequence> headers = headersByVersion.get(selected == null ? versions.current() : selected);
        MultiMap response = routing.response().headers();
        for (Map.Entry<CharSequence, CharSequence> header : headers.entrySet()) {
            response.set(header.getKey(), header.getValue());
        }
    }

    private Map<CharSequence, CharSequence> headersFor(ApiVersion served, String changelogUrl) {
        Map<CharSequence, CharSequence> optimized = new LinkedHashMap<>();
        versions.responseHeaders(served, changelogUrl)
                .forEach((name, value) -> optimized.put(HttpHeaders.createOptimized(name), HttpHeaders.createOptimized(value)));
        return optimized;
    }
}
