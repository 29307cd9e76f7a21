package com.pharmaerp.api.platform.problem;

import java.util.ArrayList;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.jboss.resteasy.reactive.server.core.CurrentRequestManager;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.handlers.ClassRoutingHandler;
import org.jboss.resteasy.reactive.server.handlers.RestInitialHandler;
import org.jboss.resteasy.reactive.server.mapping.RequestMapper;
import org.jboss.resteasy.reactive.server.mapping.RuntimeResource;
import org.jboss.resteasy.reactive.server.spi.ServerRestHandler;

/**
 * The operations on the current request's path, read from Quarkus REST's own routing tables so
 * that they always agree with what the router accepts: the methods for Allow (on a 405, which RFC
 * 9110 requires, and on OPTIONS, where Quarkus REST lists every method of the class), and the media
 * types a method's body may have, for a 415.
 */
final class CurrentRoutes {

    private CurrentRoutes() {
    }

    /** e.g. {@code GET, HEAD, OPTIONS}; null when the current request's path matches no resource. */
    static String allow() {
        TreeSet<String> methods = new TreeSet<>(onPath().keySet());
        if (methods.isEmpty()) {
            return null;
        }
        if (methods.contains("GET")) {
            methods.add("HEAD");
        }
        methods.add("OPTIONS");
        return String.join(", ", methods);
    }

    /** e.g. {@code application/merge-patch+json}; null when no operation of the method on this path takes a body. */
    static String consumes(String method) {
        RuntimeResource resource = onPath().get(method);
        if (resource == null || resource.getConsumes().isEmpty()) {
            return null;
        }
        return resource.getConsumes().stream().map(type -> type.getType() + "/" + type.getSubtype()).distinct()
                .collect(Collectors.joining(", "));
    }

    /** The resource method each HTTP method reaches on the current path, by method. */
    private static Map<String, RuntimeResource> onPath() {
        Map<String, RuntimeResource> found = new TreeMap<>();
        ResteasyReactiveRequestContext context = CurrentRequestManager.get();
        if (context == null) {
            return found;
        }
        var classMatch = new RequestMapper<>(new ArrayList<>(context.getDeployment().getClassMappers()))
                .map(context.getPathWithoutPrefix());
        if (classMatch == null) {
            return found;
        }
        String remaining = classMatch.remaining.isEmpty() ? "/" : classMatch.remaining;
        for (ServerRestHandler handler : ((RestInitialHandler.InitialMatch) classMatch.value).handlers) {
            if (handler instanceof ClassRoutingHandler routing) {
                for (Map.Entry<String, RequestMapper<RuntimeResource>> entry : routing.getMappers().entrySet()) {
                    var match = entry.getKey() == null ? null : entry.getValue().map(remaining);
                    if (match != null) {
                        found.putIfAbsent(entry.getKey(), match.value);
                    }
                }
            }
        }
        return found;
    }
}
