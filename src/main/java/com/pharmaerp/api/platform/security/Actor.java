package com.pharmaerp.api.platform.security;

/**
 * Who a unit of work acts for, as the audit trail records it: the tenant, the key, the acting user
 * and the request. A request's is its {@link Caller}'s; work the service does on its own (a
 * scheduled task) names itself.
 *
 * @param userId null for reads, a tenant's bootstrap and the service's own work
 * @param requestId null outside a request
 */
public record Actor(String tenantId, String keyId, String userId, String requestId) {

    /** The request's caller, as it stands when the unit opens. */
    public static Actor of(Caller caller) {
        return new Actor(caller.tenantId(), caller.keyId(), caller.userId(), caller.requestId());
    }
}
