package com.pharmaerp.api.versioning;

import java.util.Map;

import jakarta.inject.Singleton;

import com.pharmaerp.api.ErpConfig;
import com.pharmaerp.api.problem.ProblemException;

import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.ext.web.RoutingContext;

/**
 * Applies the versioning policy: rejects unsupported or retired versions after authentication
 * and stamps every response of the public port with the version that served it.
 */
@Singleton
public class ApiVersionFilter {

    private static final String CONTEXT_KEY = "erp.apiVersion";

    private final ApiVersions versions = ApiVersions.PUBLISHED;
    private final String changelogUrl;
    private final Map<String, String> defaultHeaders;
    private final MeterRegistry metrics;

    public ApiVersionFilter(ErpConfig config, MeterRegistry metrics) {
        this.changelogUrl = config.changelogUrl();
        this.defaultHeaders = versions.responseHeaders(versions.current(), changelogUrl);
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
            version = versions.resolve(routing.request().headers().getAll(ApiVersions.HEADER));
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
        Map<String, String> headers = served == null ? defaultHeaders : versions.responseHeaders(served, changelogUrl);
        headers.forEach(routing.response().headers()::set);
    }
}
