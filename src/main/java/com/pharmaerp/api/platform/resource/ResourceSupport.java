package com.pharmaerp.api.platform.resource;

import java.time.Clock;
import java.time.Instant;
import java.util.List;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.persistence.StoredTime;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.problem.BodyValidator;
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
    private final BodyValidator bodies;

    public ResourceSupport(MergePatch mergePatch, AuditTrail audit, ActingUser actingUser, Signatures signatures, Clock clock,
            ObjectMapper mapper, BodyValidator bodies) {
        this.bodies = bodies;
        this.signatures = signatures;
        this.mergePatch = mergePatch;
        this.audit = audit;
        this.actingUser = actingUser;
        this.clock = clock;
        this.mapper = mapper;
    }


    /** A representation as the API shows it, to compare field by field. */
    JsonNode tree(Object representation) {
        return mapper.valueToTree(representation);
    }

    /** A representation as the audit trail records it: without id and bookkeeping, which every event has anyway. */
    public JsonNode recorded(Object representation) {
        JsonNode view = tree(representation);
        if (view instanceof ObjectNode object) {
            object.remove(List.of("id", "version", "createdAt", "updatedAt"));
        }
        return view;
    }

    /** The audit event of a record's creation, e.g. {@code lot.created}, for an operation that writes several. */
    public AuditEntry created(String noun, String id, Object representation, String reason) {
        return new AuditEntry(noun + ".created", noun, id, Change.between(null, recorded(representation)), reason);
    }

    /** Bean Validation of a request body, once the record it acts on was found (404 before 422). */
    public void validate(Object body) {
        bodies.validate(body);
    }

    /** The acting user of this request's write. */
    public String actingUserId() {
        return actingUser.userId();
    }

    /** Now, to the microsecond: what PostgreSQL keeps, so a value reads back as it was written. */
    public Instant storedNow() {
        return StoredTime.now(clock);
    }
}
