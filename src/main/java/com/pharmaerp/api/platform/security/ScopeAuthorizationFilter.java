package com.pharmaerp.api.platform.security;

import java.lang.reflect.Method;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ResourceInfo;

import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * After matching: refuses (403) a caller whose key lacks the operation's {@link RequiresScope}.
 * Fails closed: an operation that declares no scope is a bug and is never served.
 */
public class ScopeAuthorizationFilter {

    private final ConcurrentHashMap<Method, Optional<String>> requiredScopes = new ConcurrentHashMap<>();
    private final Caller caller;

    public ScopeAuthorizationFilter(Caller caller) {
        this.caller = caller;
    }

    @ServerRequestFilter(priority = Priorities.AUTHORIZATION)
    public void authorize(ResourceInfo resource) {
        Method method = resource.getResourceMethod();
        Optional<String> scope = requiredScopes.computeIfAbsent(method,
                m -> Optional.ofNullable(m.getAnnotation(RequiresScope.class)).map(RequiresScope::value));
        if (scope.isEmpty()) {
            throw new IllegalStateException(method.getDeclaringClass().getSimpleName() + "." + method.getName()
                    + " declares no @RequiresScope");
        }
        caller.requireScope(scope.get());
    }
}
