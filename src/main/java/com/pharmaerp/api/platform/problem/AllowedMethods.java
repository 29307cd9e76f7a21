package com.pharmaerp.api.platform.problem;

import java.util.ArrayList;
import java.util.Map;
import java.util.TreeSet;

import org.jboss.resteasy.reactive.server.core.CurrentRequestManager;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.handlers.ClassRoutingHandler;
import org.jboss.resteasy.reactive.server.handlers.RestInitialHandler;
import org.jboss.resteasy.reactive.server.mapping.RequestMapper;
import org.jboss.resteasy.reactive.server.mapping.RuntimeResource;
import org.jboss.resteasy.reactive.server.spi.ServerRestHandler;

/**
 * The methods a path supports, for the Allow header of a 405 (RFC 9110 requires it; Quarkus
 * REST only sends it for OPTIONS). Read from Quarkus REST's own routing tables, so it always
 * agrees with what the router would accept.
 */
final class AllowedMethods {

    private AllowedMethods() {
    }

    /** e.g. {@code GET, HEAD, OPTIONS}; null when the current request's path matches no resource. */
    static String forCurrentRequest() {
        ResteasyReactiveRequestContext context = CurrentRequestManager.get();
        if (context == null) {
            return null;
        }
        var classMatch = new RequestMapper<>(new ArrayList<>(context.getDeployment().getClassMappers()))
                .map(context.getPathWithoutPrefix());
        if (classMatch == null) {
            return null;
        }
        String remaining = classMatch.remaining.isEmpty() ? "/" : classMatch.remaining;
        TreeSet<String> methods = new TreeSet<>();
        for (ServerRestHandler handler : ((RestInitialHandler.InitialMatch) classMatch.value).handlers) {
            if (handler instanceof ClassRoutingHandler routing) {
                for (Map.Entry<String, RequestMapper<RuntimeResource>> entry : routing.getMappers().entrySet()) {
                    if (entry.getKey() != null && entry.getValue().map(remaining) != null) {
                        methods.add(entry.getKey());
                    }
                }
            }
        }
        if (methods.isEmpty()) {
            return null;
        }
        if (methods.contains("GET")) {
            methods.add("HEAD");
        }
        methods.add("OPTIONS");
        return String.join(", ", methods);
    }
}
