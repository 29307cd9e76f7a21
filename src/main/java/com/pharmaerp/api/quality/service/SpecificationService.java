package com.pharmaerp.api.quality.service;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.Revisions;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.quality.QualityRoles;
import com.pharmaerp.api.quality.api.SpecificationRequest;
import com.pharmaerp.api.quality.api.SpecificationView;
import com.pharmaerp.api.quality.domain.Specification;
import com.pharmaerp.api.quality.domain.SpecificationData;
import com.pharmaerp.api.platform.resource.RevisedEntity;
import com.pharmaerp.api.quality.domain.SpecificationTest;
import com.pharmaerp.api.quality.domain.TestKind;
import com.pharmaerp.api.quality.repository.SpecificationRepository;
import com.pharmaerp.api.warehouse.WarehouseFacade;

import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/**
 * Specification revisions: analysts write them, QA (not the author) approves them with a
 * signature, and approving one supersedes the material's approved revision.
 */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class SpecificationService extends TenantResources<Specification, SpecificationData, SpecificationRequest,
        SpecificationView> {

    private static final ResourceKind<Specification, SpecificationData, SpecificationRequest, SpecificationView> KIND =
            new ResourceKind<>(Specification.ID_PREFIX, "specification", null, SpecificationRequest.class,
                    Specification::new, SpecificationRequest::toData, SpecificationRequest::of, SpecificationView::of,
                    Set.of(), QualityRoles.ANALYST);

    private final SpecificationRepository specifications;
    private final WarehouseFacade warehouse;
    private final Revisions revisions;

    public SpecificationService(SpecificationRepository specifications, ResourceSupport support, WarehouseFacade warehouse,
            Revisions revisions) {
        super(specifications, support, KIND);
        this.specifications = specifications;
        this.warehouse = warehouse;
        this.revisions = revisions;
    }

    /** 422 for an unknown material, a repeated test code, or limits and expectations that do not fit the test's kind. */
    @Override
    protected Uni<SpecificationData> resolve(String tenantId, SpecificationRequest input) {
        List<Problem.FieldError> errors = new ArrayList<>();
        Set<String> codes = new HashSet<>();
        List<SpecificationTest> tests = input.toData().tests();
        for (int i = 0; i < tests.size(); i++) {
            checkTest(tests.get(i), "tests[" + i + "]", codes, errors);
        }
        return warehouse.unknownMaterials(tenantId, List.of(input.materialId())).map(unknown -> {
            if (!unknown.isEmpty()) {
                errors.add(0, new Problem.FieldError("materialId", "unknown material"));
            }
            if (!errors.isEmpty()) {
                throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The specification's tests cannot be judged "
                        + "as written.", errors);
            }
            return input.toData();
        });
    }

    private static void checkTest(SpecificationTest test, String field, Set<String> codes, List<Problem.FieldError> errors) {
        if (!codes.add(test.code())) {
            errors.add(new Problem.FieldError(field + ".code", "repeats another test's code"));
        }
        if (test.testKind() == TestKind.NUMERIC) {
            if (test.min() == null && test.max() == null) {
                errors.add(new Problem.FieldError(field, "a numeric test needs min, max or both"));
            } else if (test.min() != null && test.max() != null
                    && new BigDecimal(test.min()).compareTo(new BigDecimal(test.max())) > 0) {
                errors.add(new Problem.FieldError(field + ".min", "must not be greater than max"));
            }
            if (test.expected() != null) {
                errors.add(new Problem.FieldError(field + ".expected", "only text tests have an expected value"));
            }
        } else {
            if (test.expected() == null || test.expected().isBlank()) {
                errors.add(new Problem.FieldError(field + ".expected", "a text test needs the value it expects"));
            }
            if (test.min() != null || test.max() != null) {
                errors.add(new Problem.FieldError(field, "only numeric tests have min and max"));
            }
        }
    }

    /** Its author, and the material's next revision. */
    @Override
    protected Uni<Void> beforeCreate(String tenantId, Specification specification) {
        return revisions.start(specification, "SPEC/" + specification.materialId);
    }

    /** Each filter null for none. */
    @WithTransaction
    public Uni<Page<SpecificationView>> list(String tenantId, String materialId, RevisedEntity.Status status, Cursor after,
            int limit) {
        return list(tenantId, QueryFilter.of(tenantId).equal("materialId", materialId)
                .equal("status", status == null ? null : status.id()), after, limit);
    }

    /**
     * QA other than its author approves a draft; the approved revision of the material, if any, is
     * superseded (an older draft is not approved after a newer revision: 409 invalid_transition).
     */
    public Uni<SpecificationView> approve(String tenantId, String id, String ifMatch, Signed body) {
        return signedTransition(tenantId, id, ifMatch, body, Meaning.APPROVAL, QualityRoles.QA,
                (spec, actingUser) -> actingUser.requireSomeoneElse(List.of(spec.createdBy), "approve a specification they wrote"),
                "specification.approved", (spec, signed, now) -> revisions.approve(specifications, spec, spec.materialId, signed,
                        now, SpecificationView::of));
    }
}
