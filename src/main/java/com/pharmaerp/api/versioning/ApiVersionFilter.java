package com.pharmaerp.api.versioning;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import jakarta.inject.Singleton;

import com.pharmaerp.api.ErpConfig;
import com.pharmaerp.api.problem.ProblemException;

import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/**
 * Applies the versioning policy: rejects unsupported or retired versions after authentication
 * and stamps every response of the public port with the version that served it.
 */
@Singleton
public class ApiVersionFilter {

    private static final String CONTEXT_KEY = "erp.apiVersion";
    /** Pre-encoded for Vert.x: hashed and converted to bytes once, not on every request. */
    private static final CharSequence HEADER_NAME = HttpHeaders.createOptimized(ApiVersions.HEADER);

    private final ApiVersions versions = ApiVersions.PUBLISHED;
    private final String changelogUrl;
    /** The response headers of every version, built once: the version list is fixed. */
    private final Map<ApiVersion, Map<CharSequence, CharSequence>> headersByVersion;
    /** Those of the current version, which nearly every request is served by. */
    private final Map<CharSequence, CharSequence> currentHeaders;
    private final MeterRegistry metrics;

    public ApiVersionFilter(ErpConfig config, MeterRegistry metrics) {
        this.changelogUrl = config.changelogUrl();
        this.headersByVersion = versions.versions().stream()
                .collect(Collectors.toUnmodifiableMap(Function.identity(), this::headersFor));
        this.currentHeaders = headersByVersion.get(versions.current());
        this.metrics = metrics;
    }

    /**
     * After authentication: selects the version the request asks for.
     *
     * @throws ProblemException for an unsupported or retired version
     */
    public void select(RoutingContext routing) {
        ApiVersion version;
        try {
            version = versions.resolve(routing.request().headers().getAll(HEADER_NAME));
        } catch (ProblemException rejected) {
            metrics.counter("erp.api.version.rejections", "reason", rejected.code().code()).increment();
            throw rejected;
        }
        if (version != versions.current()) {
            routing.put(CONTEXT_KEY, version);
        }
    }

    /** As the response's headers are written: names the version that served it. */
    public void stamp(RoutingContext routing) {
        ApiVersion served = routing.get(CONTEXT_KEY);
        Map<CharSequence, CharSequence> headers = served == null ? currentHeaders : headersByVersion.get(served);
        MultiMap response = routing.response().headers();
        for (Map.Entry<CharSequence, CharSequence> header : headers.entrySet()) {
            response.set(header.getKey(), header.getValue());
        }
    }

    private Map<CharSequence, CharSequence> headersFor(ApiVersion served) {
        Map<CharSequence, CharSequence> optimized = new LinkedHashMap<>();
        versions.responseHeaders(served, changelogUrl)
                .forEach((name, value) -> optimized.put(HttpHeaders.createOptimized(name), HttpHeaders.createOptimized(value)));
        return optimized;
    }
}
