package com.pharmaerp.api.platform.problem;

import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.HttpHeaders;

import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * OPTIONS answers the path's own methods in the order a 405 lists them: Quarkus REST's default
 * answer lists every method of the resource class, also those of its other paths.
 */
public class OptionsAllow {

    @ServerResponseFilter
    public void allow(ContainerRequestContext request, ContainerResponseContext response) {
        if (HttpMethod.OPTIONS.equals(request.getMethod()) && response.getHeaders().containsKey(HttpHeaders.ALLOW)) {
            String allow = CurrentRoutes.allow();
            if (allow != null) {
                response.getHeaders().putSingle(HttpHeaders.ALLOW, allow);
            }
        }
    }
}
