package com.pharmaerp.api.production.service;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.ProductionRoles;
import com.pharmaerp.api.production.domain.MasterRecord;
import com.pharmaerp.api.production.domain.Recipe;
import com.pharmaerp.api.production.domain.RecipeComponent;
import com.pharmaerp.api.production.domain.RecipeData;
import com.pharmaerp.api.production.domain.RecipeEvent;
import com.pharmaerp.api.production.domain.RecipeInput;
import com.pharmaerp.api.production.repository.RecipeRepository;
import com.pharmaerp.api.warehouse.MaterialUnits;

import io.smallrye.mutiny.Uni;

/**
 * Recipe revisions: supervisors write them, QA (not the author) approves them with a signature,
 * and approving one supersedes the product's approved revision.
 */
@ApplicationScoped
public class RecipeService {

    private final RecipeRepository recipes;
    private final MaterialUnits materials;
    private final DocumentNumbers numbers;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;

    public RecipeService(RecipeRepository recipes, MaterialUnits materials, DocumentNumbers numbers, ActingUser actingUser,
            SignedActions signed, BodyValidator bodies) {
        this.bodies = bodies;
        this.recipes = recipes;
        this.materials = materials;
        this.numbers = numbers;
        this.actingUser = actingUser;
        this.signed = signed;
    }

    /**
     * A new draft revision by the acting supervisor: the role, then 422 (see {@link #resolve}); its
     * number is the next of the product's counter.
     */
    public Uni<Recipe> create(UnitOfWork work, RecipeInput input) {
        actingUser.requireRole(ProductionRoles.SUPERVISOR);
        return resolve(work, input)
                .chain(data -> numbers.counter(work, "RCP/" + data.productMaterialId()).map(number -> {
                    Recipe recipe = Recipe.draft(Ids.next(Recipe.ID_PREFIX), data, number.intValue(), work.userId(),
                            work.now());
                    work.record(recipe.created());
                    return recipe;
                }))
                .call(recipe -> recipes.insert(work, recipe));
    }

    /**
     * 422 for an unknown material, a component repeated or the product itself, a unit of another
     * dimension, a zero amount, yield limits upside down, or operations that are no master batch record.
     */
    private Uni<RecipeData> resolve(UnitOfWork work, RecipeInput input) {
        List<String> materialIds = new ArrayList<>(input.components().stream().map(RecipeInput.Component::materialId).toList());
        materialIds.add(input.productMaterialId());
        return materials.baseUnits(work, materialIds).map(baseUnits -> {
            List<Problem.FieldError> errors = new ArrayList<>();
            Quantity batchSize = null;
            if (!baseUnits.containsKey(input.productMaterialId())) {
                errors.add(new Problem.FieldError("productMaterialId", "unknown material"));
            } else {
                batchSize = positive(input.batchSize().in(baseUnits.get(input.productMaterialId()), "batchSize"), "batchSize",
                        errors);
            }
            Set<String> seen = new HashSet<>();
            List<RecipeComponent> components = new ArrayList<>();
            for (int i = 0; i < input.components().size(); i++) {
                RecipeInput.Component component = input.components().get(i);
                String field = "components[" + i + "]";
                if (!baseUnits.containsKey(component.materialId())) {
                    errors.add(new Problem.FieldError(field + ".materialId", "unknown material"));
                } else if (component.materialId().equals(input.productMaterialId())) {
                    errors.add(new Problem.FieldError(field + ".materialId", "is the product itself"));
                } else if (!seen.add(component.materialId())) {
                    errors.add(new Problem.FieldError(field + ".materialId", "repeats another component"));
                } else {
                    components.add(new RecipeComponent(component.materialId(), positive(component.quantity()
                            .in(baseUnits.get(component.materialId()), field + ".quantity"), field + ".quantity", errors)));
                }
            }
            if (input.minYieldPercent().compareTo(input.maxYieldPercent()) > 0) {
                errors.add(new Problem.FieldError("yieldLimits.minPercent", "must not be greater than maxPercent"));
            }
            errors.addAll(MasterRecord.errors(input.operations(), seen));
            if (!errors.isEmpty()) {
                throw new Refusal(PlatformProblem.VALIDATION_FAILED, "The recipe cannot be made as written.", errors);
            }
            return new RecipeData(input.productMaterialId(), batchSize, components, input.minYieldPercent(),
                    input.maxYieldPercent(), input.operations());
        });
    }

    private static Quantity positive(Quantity quantity, String field, List<Problem.FieldError> errors) {
        if (!quantity.isPositive()) {
            errors.add(new Problem.FieldError(field + ".value", "must be greater than 0"));
        }
        return quantity;
    }

    /** The revision of the tenant; 404 when there is none. */
    public Uni<Recipe> get(UnitOfWork work, String id) {
        return Found.require(Recipe.ID_PREFIX, id, Recipe.NOUN, () -> recipes.find(work, id));
    }

    /** Each filter null for none. */
    public Uni<Page<Recipe>> list(UnitOfWork work, String productMaterialId, Revision.Status status, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("product_material_id", productMaterialId)
                .equal("status", status == null ? null : status.id());
        return recipes.page(work, query, after, limit).map(rows -> Page.of(rows, limit, r -> new Cursor(r.createdAt(), r.id()), r -> r));
    }

    /**
     * QA other than its author approves a draft: 404; the signature (422 for its form); the approval,
     * superseding the product's approved revision under a lock that queues approvals of one product
     * on every pod.
     */
    public Uni<Recipe> approve(UnitOfWork work, String id, String ifMatch, SignedRequest command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(draft -> signed.role(ProductionRoles.QA)
                .someoneElseThan(List.of(draft.createdBy()), "approve a recipe they wrote")
                .ifMatch(ifMatch, draft.version()).sign(work, Recipe.NOUN, draft.id(), command.signature(), Meaning.APPROVAL)
                .chain(approval -> {
                    RecipeEvent.Approved approved = draft.approve(approval, work.now());
                    // The superseded revision's event first: the approval is what its supersession made room for.
                    return recipes.lockApprovals(work, draft.productMaterialId())
                            .chain(() -> recipes.approvedFor(work, draft.productMaterialId(), draft.id()))
                            .chain(previous -> previous == null ? Uni.createFrom().voidItem() : supersede(work, previous, draft))
                            .chain(() -> work.saveChange(approved, draft, () -> recipes.update(work, draft)));
                }));
    }

    private Uni<Void> supersede(UnitOfWork work, Recipe previous, Recipe by) {
        return work.saveChange(previous.supersede(by.revision(), work.now()), previous,
                () -> recipes.update(work, previous)).replaceWithVoid();
    }
}
