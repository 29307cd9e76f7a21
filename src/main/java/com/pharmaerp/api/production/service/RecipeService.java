package com.pharmaerp.api.production.service;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.resource.RevisedEntity;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.Revisions;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.production.ProductionRoles;
import com.pharmaerp.api.production.api.RecipeComponentJson;
import com.pharmaerp.api.production.api.RecipeRequest;
import com.pharmaerp.api.production.api.RecipeView;
import com.pharmaerp.api.production.domain.Recipe;
import com.pharmaerp.api.production.domain.RecipeComponent;
import com.pharmaerp.api.production.domain.RecipeData;
import com.pharmaerp.api.production.repository.RecipeRepository;
import com.pharmaerp.api.warehouse.WarehouseFacade;

import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/**
 * Recipe revisions: supervisors write them, QA (not the author) approves them with a signature,
 * and approving one supersedes the product's approved revision.
 */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class RecipeService extends TenantResources<Recipe, RecipeData, RecipeRequest, RecipeView> {

    // toData is null: resolve() turns an input into data, as that needs the materials' base units.
    private static final ResourceKind<Recipe, RecipeData, RecipeRequest, RecipeView> KIND = new ResourceKind<>(
            Recipe.ID_PREFIX, "recipe", null, RecipeRequest.class, Recipe::new, null, RecipeRequest::of, RecipeView::of,
            Set.of(), ProductionRoles.SUPERVISOR);

    private final RecipeRepository recipes;
    private final WarehouseFacade warehouse;
    private final Revisions revisions;

    public RecipeService(RecipeRepository recipes, ResourceSupport support, WarehouseFacade warehouse,
            Revisions revisions) {
        super(recipes, support, KIND);
        this.recipes = recipes;
        this.warehouse = warehouse;
        this.revisions = revisions;
    }

    /**
     * 422 for an unknown material, a component repeated or the product itself, a unit of another
     * dimension, a zero amount, or yield limits upside down.
     */
    @Override
    protected Uni<RecipeData> resolve(String tenantId, RecipeRequest input) {
        List<String> materialIds = new ArrayList<>(input.components().stream().map(RecipeComponentJson::materialId).toList());
        materialIds.add(input.productMaterialId());
        return warehouse.baseUnits(tenantId, materialIds).map(baseUnits -> {
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
                RecipeComponentJson component = input.components().get(i);
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
            if (input.yieldLimits().minPercent().compareTo(input.yieldLimits().maxPercent()) > 0) {
                errors.add(new Problem.FieldError("yieldLimits.minPercent", "must not be greater than maxPercent"));
            }
            if (!errors.isEmpty()) {
                throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The recipe cannot be made as written.", errors);
            }
            return new RecipeData(input.productMaterialId(), batchSize, components, input.yieldLimits().minPercent(),
                    input.yieldLimits().maxPercent());
        });
    }

    private static Quantity positive(Quantity quantity, String field, List<Problem.FieldError> errors) {
        if (!quantity.isPositive()) {
            errors.add(new Problem.FieldError(field + ".value", "must be greater than 0"));
        }
        return quantity;
    }

    /** Its author, and the product's next revision. */
    @Override
    protected Uni<Void> beforeCreate(String tenantId, Recipe recipe) {
        return revisions.start(recipe, "RCP/" + recipe.productMaterialId);
    }

    /** Each filter null for none. */
    @WithTransaction
    public Uni<Page<RecipeView>> list(String tenantId, String productMaterialId, RevisedEntity.Status status, Cursor after,
            int limit) {
        return list(tenantId, QueryFilter.of(tenantId).equal("productMaterialId", productMaterialId)
                .equal("status", status == null ? null : status.id()), after, limit);
    }

    /** QA other than its author approves a draft, superseding the product's approved revision. */
    public Uni<RecipeView> approve(String tenantId, String id, String ifMatch, Signed body) {
        return signedTransition(tenantId, id, ifMatch, body, Meaning.APPROVAL, ProductionRoles.QA,
                (recipe, actingUser) -> actingUser.requireSomeoneElse(List.of(recipe.createdBy), "approve a recipe they wrote"),
                "recipe.approved", (recipe, signed, now) -> revisions.approve(recipes, recipe, recipe.productMaterialId, signed,
                        now, RecipeView::of));
    }
}
