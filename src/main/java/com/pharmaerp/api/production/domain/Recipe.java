package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.Signature;

/**
 * One revision of a product's recipe: its batch size, components and yield limits, and where it
 * stands among the product's revisions (draft → approved by QA → superseded by a later approved
 * one). An approved revision never changes: a new one replaces it.
 */
public final class Recipe {

    public static final String ID_PREFIX = "rcp";
    public static final String NOUN = "recipe";

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private final String productMaterialId;
    /** In the product's base unit. */
    private final Quantity batchSize;
    private final List<RecipeComponent> components;
    private final BigDecimal minYieldPercent;
    private final BigDecimal maxYieldPercent;
    private final List<Operation> operations;
    /** Replaced by the next one on each transition. */
    private Revision revision;

    private Recipe(String id, int version, Instant createdAt, Instant updatedAt, RecipeData data, Revision revision) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.productMaterialId = data.productMaterialId();
        this.batchSize = data.batchSize();
        this.components = List.copyOf(data.components());
        this.minYieldPercent = data.minYieldPercent();
        this.maxYieldPercent = data.maxYieldPercent();
        this.operations = List.copyOf(data.operations());
        this.revision = revision;
    }

    /** A new draft revision at version 1. */
    public static Recipe draft(String id, RecipeData data, int revision, String createdBy, Instant now) {
        return new Recipe(id, 1, now, now, data, Revision.draft(revision, createdBy));
    }

    /** A revision as stored. */
    public static Recipe rehydrate(String id, int version, Instant createdAt, Instant updatedAt, RecipeData data,
            Revision revision) {
        return new Recipe(id, version, createdAt, updatedAt, data, revision);
    }

    public RecipeEvent.Created created() {
        return new RecipeEvent.Created(id, state());
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String productMaterialId() {
        return productMaterialId;
    }

    public Quantity batchSize() {
        return batchSize;
    }

    public List<RecipeComponent> components() {
        return components;
    }

    public BigDecimal minYieldPercent() {
        return minYieldPercent;
    }

    public BigDecimal maxYieldPercent() {
        return maxYieldPercent;
    }

    /** The master batch record, frozen with the revision; empty when its batches record no steps. */
    public List<Operation> operations() {
        return operations;
    }

    /** 1, 2, … per product; distinct from the record's version. */
    public int revision() {
        return revision.number();
    }

    public Revision.Status status() {
        return revision.status();
    }

    /** Who wrote it: four eyes keep them from approving it. */
    public String createdBy() {
        return revision.createdBy();
    }

    /** @return null while a draft */
    public Signature approval() {
        return revision.approval();
    }

    /**
     * QA approves the draft (who did not write it: the service checks four eyes).
     *
     * @throws com.pharmaerp.api.platform.problem.Refusal invalid_transition for a revision that is no draft
     */
    public RecipeEvent.Approved approve(Signature signature, Instant now) {
        RecipeState before = state();
        revision = revision.approve(NOUN, signature);
        touched(now);
        return new RecipeEvent.Approved(id, before, state(), signature.reason());
    }

    /**
     * The approved revision gives way to the later one, numbered {@code by}, being approved.
     *
     * @throws com.pharmaerp.api.platform.problem.Refusal invalid_transition unless approved, or when that
     *         revision is older than this one
     */
    public RecipeEvent.Superseded supersede(int by, Instant now) {
        RecipeState before = state();
        revision = revision.supersede(NOUN, by);
        touched(now);
        return new RecipeEvent.Superseded(id, before, state(), Revision.supersededBy(by));
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    private RecipeState state() {
        return new RecipeState(revision.number(), revision.status().id(), revision.createdBy(), revision.approval(),
                productMaterialId, QuantityJson.of(batchSize),
                components.stream().map(c -> new RecipeState.Component(c.materialId(), QuantityJson.of(c.quantity())))
                        .toList(), new RecipeState.YieldLimits(minYieldPercent, maxYieldPercent),
                operations);
    }
}
