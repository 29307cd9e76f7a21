package com.pharmaerp.api.quality.service;

import java.math.BigDecimal;
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
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.QualityRoles;
import com.pharmaerp.api.quality.domain.Specification;
import com.pharmaerp.api.quality.domain.SpecificationData;
import com.pharmaerp.api.quality.domain.SpecificationEvent;
import com.pharmaerp.api.quality.domain.SpecificationTest;
import com.pharmaerp.api.quality.domain.TestKind;
import com.pharmaerp.api.quality.repository.SpecificationRepository;
import com.pharmaerp.api.warehouse.MaterialUnits;

import io.smallrye.mutiny.Uni;

/**
 * Specification revisions: analysts write them, QA (not the author) approves them with a
 * signature, and approving one supersedes the material's approved revision.
 */
@ApplicationScoped
public class SpecificationService {

    private final SpecificationRepository specifications;
    private final MaterialUnits materials;
    private final DocumentNumbers numbers;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;

    public SpecificationService(SpecificationRepository specifications, MaterialUnits materials, DocumentNumbers numbers,
            ActingUser actingUser, SignedActions signed, BodyValidator bodies) {
        this.specifications = specifications;
        this.materials = materials;
        this.numbers = numbers;
        this.actingUser = actingUser;
        this.signed = signed;
        this.bodies = bodies;
    }

    /**
     * A new draft revision, written by the acting user (whom four eyes keep from approving it): the
     * role; 422 for an unknown material, a repeated test code, or limits and expectations that do not
     * fit the test's kind. Its number is the next of the material's counter, gapless across pods.
     */
    public Uni<Specification> create(UnitOfWork work, SpecificationData data) {
        actingUser.requireRole(QualityRoles.ANALYST);
        return check(work, data)
                .chain(() -> numbers.counter(work, "SPEC/" + data.materialId()))
                .map(number -> {
                    Specification specification = Specification.draft(Ids.next(Specification.ID_PREFIX), data,
                            number.intValue(), work.userId(), work.now());
                    work.record(specification.created());
                    return specification;
                })
                .call(specification -> specifications.insert(work, specification));
    }

    private Uni<Void> check(UnitOfWork work, SpecificationData data) {
        List<Problem.FieldError> errors = new ArrayList<>();
        Set<String> codes = new HashSet<>();
        for (int i = 0; i < data.tests().size(); i++) {
            checkTest(data.tests().get(i), "tests[" + i + "]", codes, errors);
        }
        return materials.unknownMaterials(work, List.of(data.materialId())).invoke(unknown -> {
            if (!unknown.isEmpty()) {
                errors.add(0, new Problem.FieldError("materialId", "unknown material"));
            }
            if (!errors.isEmpty()) {
                throw new Refusal(PlatformProblem.VALIDATION_FAILED, "The specification's tests cannot be judged "
                        + "as written.", errors);
            }
        }).replaceWithVoid();
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

    /** The revision of the tenant; 404 when there is none. */
    public Uni<Specification> get(UnitOfWork work, String id) {
        return Found.require(Specification.ID_PREFIX, id, Specification.NOUN, () -> specifications.find(work, id));
    }

    /** Each filter null for none. */
    public Uni<Page<Specification>> list(UnitOfWork work, String materialId, Revision.Status status, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("material_id", materialId)
                .equal("status", status == null ? null : status.id());
        return specifications.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, s -> new Cursor(s.createdAt(), s.id()), s -> s));
    }

    /**
     * QA other than its author approves a draft (404, then the command, then the signed action); the approved
     * revision of the material, if any, is superseded in the same unit, under a lock that queues
     * approvals of one material on every pod (an older draft is not approved after a newer revision:
     * 409 invalid_transition; the database also holds one approved revision per material, at commit).
     */
    public Uni<Specification> approve(UnitOfWork work, String id, String ifMatch, Signed command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(draft -> signed.role(QualityRoles.QA)
                .someoneElseThan(List.of(draft.createdBy()), "approve a specification they wrote")
                .ifMatch(ifMatch, draft.version()).sign(work, Specification.NOUN, draft.id(), command.signature(), Meaning.APPROVAL)
                .chain(approval -> {
                    SpecificationEvent.Approved approved = draft.approve(approval, work.now());
                    // The superseded revision's event first: the approval is what its supersession made room for.
                    return specifications.lockApprovals(work, draft.materialId())
                            .chain(() -> specifications.approvedFor(work, draft.materialId(), draft.id()))
                            .chain(previous -> previous == null ? Uni.createFrom().voidItem() : supersede(work, previous, draft))
                            .chain(() -> work.saveChange(approved, draft, () -> specifications.update(work, draft)));
                }));
    }

    private Uni<Void> supersede(UnitOfWork work, Specification previous, Specification by) {
        return work.saveChange(previous.supersede(by.revisionNumber(), work.now()), previous,
                () -> specifications.update(work, previous)).replaceWithVoid();
    }
}
