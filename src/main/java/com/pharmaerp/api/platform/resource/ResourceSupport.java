package com.pharmaerp.api.platform.resource;

import java.time.Clock;
import java.time.Instant;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.persistence.StoredTime;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Signatures;

/** What every {@link TenantResources} uses besides its repository, injected once for all of them. */
@Singleton
public class ResourceSupport {

    final MergePatch mergePatch;
    final AuditTrail audit;
    final ActingUser actingUser;
    final Signatures signatures;
    private final Clock clock;
    private final ObjectMapper mapper;

    public ResourceSupport(MergePatch mergePatch, AuditTrail audit, ActingUser actingUser, Signatures signatures, Clock clock,
            ObjectMapper mapper) {
        this.signatures = signatures;
        this.mergePatch = mergePatch;
        this.audit = audit;
        this.actingUser = actingUser;
        this.clock = clock;
        this.mapper = mapper;
    }

    /** Microseconds: what PostgreSQL keeps, so a value reads back as it was written. */
    Instant now() {
        return StoredTime.now(clock);
    }

    /** A representation as the API shows it, to compare field by field. */
    JsonNode tree(Object representation) {
        return mapper.valueToTree(representation);
    }
}
