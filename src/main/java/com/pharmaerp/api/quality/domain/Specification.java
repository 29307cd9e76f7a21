package com.pharmaerp.api.quality.domain;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.Signature;

/** One revision of a material's specification: the tests its lots are inspected against. */
public final class Specification {

    public static final String ID_PREFIX = "spec";
    public static final String NOUN = "specification";

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String materialId;
    public List<SpecificationTest> tests;
    public Revision revision;

    /** A new draft at version 1. */
    public static Specification draft(String id, SpecificationData data, Revision revision, Instant now) {
        Specification specification = new Specification();
        specification.id = id;
        specification.version = 1;
        specification.createdAt = now;
        specification.updatedAt = now;
        specification.materialId = data.materialId();
        specification.tests = data.tests();
        specification.revision = revision;
        return specification;
    }

    public DomainEvent created() {
        ObjectNode recorded = (ObjectNode) revision.recorded();
        recorded.put("materialId", materialId).set("tests", StoredJson.tree(tests));
        return DomainEvent.created(NOUN, id, recorded, null);
    }

    public Optional<SpecificationTest> test(String code) {
        return tests.stream().filter(test -> test.code().equals(code)).findFirst();
    }

    /** QA approves the draft. */
    public DomainEvent approve(Signature signature, Instant now) {
        return touched(revision.approve(NOUN, id, signature), now);
    }

    /** The approved revision gives way to the later one, numbered {@code by}, being approved. */
    public DomainEvent supersede(int by, Instant now) {
        return touched(revision.supersede(NOUN, id, by), now);
    }

    private DomainEvent touched(DomainEvent event, Instant now) {
        version++;
        updatedAt = now;
        return event;
    }
}
