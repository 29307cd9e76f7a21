package com.pharmaerp.api.platform.users;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.TenantRepository;

import io.quarkus.panache.common.Parameters;
import io.smallrye.mutiny.Uni;

@ApplicationScoped
public class UserRepository implements TenantRepository<User> {

    public Uni<Boolean> usernameTaken(String tenantId, String username) {
        return count("tenantId = :tenant and username = :username",
                Parameters.with("tenant", tenantId).and("username", username)).map(n -> n > 0);
    }

    public Uni<Boolean> anyInTenant(String tenantId) {
        return count("tenantId", tenantId).map(n -> n > 0);
    }
}
