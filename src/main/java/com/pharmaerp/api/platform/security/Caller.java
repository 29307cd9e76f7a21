package com.pharmaerp.api.platform.security;

import java.util.List;

import jakarta.enterprise.context.RequestScoped;

import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * Who is calling: the authenticated key's id, tenant, scopes and environment, set once per
 * request by {@link ApiKeyAuthenticationFilter}. Resources and services read the caller from
 * here, never from the HTTP layer.
 */
@RequestScoped
public class Caller {

    private ApiKeyRecord key;
    private String requestId;
    private String userId;

    void authenticated(ApiKeyRecord key, String requestId) {
        this.key = key;
        this.requestId = requestId;
    }

    /** The person behind this request's write (X-Acting-User), once resolved; null for reads and bootstrap. */
    public String userId() {
        return userId;
    }

    /** Set by the acting-user check once it has resolved the person in this tenant. */
    public void actingAs(String userId) {
        this.userId = userId;
    }

    /** The request's id (X-Request-Id), for audit events and logs. */
    public String requestId() {
        return requestId;
    }

    public String keyId() {
        return key().id();
    }

    /** Whose data this request may reach; every query filters by it. */
    public String tenantId() {
        return key().tenant();
    }

    public List<String> scopes() {
        return key().scopes();
    }

    public Environment environment() {
        return key().environment();
    }

    public boolean hasScope(String scope) {
        return key().scopes().contains(scope);
    }

    /** @throws ProblemException 403 insufficient_scope when the key lacks the scope */
    public void requireScope(String scope) {
        if (!hasScope(scope)) {
            throw ApiKeyAuthenticator.insufficientScope(key, scope);
        }
    }

    private ApiKeyRecord key() {
        if (key == null) {
            // Every request that reaches a resource has passed the filter: this is a bug, not a client error.
            throw new IllegalStateException("no authenticated caller on this request");
        }
        return key;
    }
}
