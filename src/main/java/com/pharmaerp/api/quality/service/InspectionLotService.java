package com.pharmaerp.api.quality.service;

import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.DocumentNumbers;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.persistence.TenantGuard;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.quality.QualityProblem;
import com.pharmaerp.api.quality.QualityRoles;
import com.pharmaerp.api.quality.api.InspectionLotView;
import com.pharmaerp.api.quality.api.InvalidationRequest;
import com.pharmaerp.api.quality.api.ResultRequest;
import com.pharmaerp.api.quality.api.ResultView;
import com.pharmaerp.api.quality.api.RetestRequest;
import com.pharmaerp.api.quality.api.UsageDecisionRequest;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.InspectionLotData;
import com.pharmaerp.api.quality.domain.InspectionResult;
import com.pharmaerp.api.quality.domain.SpecificationTest;
import com.pharmaerp.api.quality.domain.UsageDecision;
import com.pharmaerp.api.quality.repository.InspectionLotRepository;
import com.pharmaerp.api.quality.repository.SpecificationRepository;
import com.pharmaerp.api.warehouse.WarehouseFacade;
import com.pharmaerp.api.warehouse.WarehouseFacade.LotDecision;

import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.quarkus.panache.common.Parameters;
import io.smallrye.mutiny.Uni;

/**
 * Inspection lots: opened against the material's approved specification, given results by
 * analysts, and decided once by QA with a signature, which releases or rejects the lot.
 */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class InspectionLotService extends TenantResources<InspectionLot, InspectionLotData, ResourceKind.Input,
        InspectionLotView> {

    private static final ResourceKind<InspectionLot, InspectionLotData, ResourceKind.Input, InspectionLotView> KIND =
            ResourceKind.readOnly(InspectionLot.ID_PREFIX, "inspection_lot", InspectionLotView::of, QualityRoles.ANALYST);

    private final InspectionLotRepository inspectionLots;
    private final SpecificationRepository specifications;
    private final WarehouseFacade warehouse;
    private final DocumentNumbers numbers;
    private final AuditTrail audit;
    private final ResourceSupport support;

    public InspectionLotService(InspectionLotRepository inspectionLots, ResourceSupport support,
            SpecificationRepository specifications, WarehouseFacade warehouse, DocumentNumbers numbers, AuditTrail audit) {
        super(inspectionLots, support, KIND);
        this.inspectionLots = inspectionLots;
        this.specifications = specifications;
        this.warehouse = warehouse;
        this.numbers = numbers;
        this.audit = audit;
        this.support = support;
    }

    /**
     * Opens an inspection lot of a lot against its material's approved specification, in the
     * caller's transaction.
     *
     * @param origin {@code receipt}, {@code production} or {@code retest}
     * @param events where its audit event is added, for the caller to record last
     * @throws ProblemException 409 specification_missing when the material has no approved specification
     */
    public Uni<InspectionLot> open(String tenantId, String lotId, String materialId, String origin, List<AuditEntry> events) {
        return specifications.approvedFor(tenantId, materialId).chain(specification -> {
            if (specification == null) {
                return Uni.createFrom().failure(new ProblemException(QualityProblem.SPECIFICATION_MISSING, "Material "
                        + materialId + " has no approved specification to inspect its lots against: QA approves one first."));
            }
            return numbers.next(tenantId, InspectionLot.NUMBER_PREFIX).chain(number -> {
                InspectionLot inspection = new InspectionLot();
                inspection.start(Ids.next(InspectionLot.ID_PREFIX), tenantId,
                        new InspectionLotData(number, lotId, materialId, origin, specification.id), support.storedNow());
                return inspectionLots.persist(inspection);
            });
        }).invoke(inspection -> events.add(support.created("inspection_lot", inspection.id, InspectionLotView.of(inspection),
                null)));
    }

    /**
     * A retest of a released lot (analyst): 422 for an unknown lot; 409 lot_expired, lot_not_released,
     * or invalid_transition while the lot has an open inspection lot; 409 specification_missing.
     */
    public Uni<InspectionLotView> retest(String tenantId, RetestRequest body) {
        return TenantGuard.inTransaction(tenantId, () -> {
            requireRole(QualityRoles.ANALYST);
            // The lot's row lock queues concurrent retests of one lot, so only one opens.
            return warehouse.materialOfLotToRetest(tenantId, body.lotId(), "lotId")
                    .call(materialId -> inspectionLots.find("tenantId = :tenant and lotId = :lot and status = 'open'",
                            Parameters.with("tenant", tenantId).and("lot", body.lotId())).firstResult()
                            .invoke(open -> {
                                if (open != null) {
                                    throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Lot " + body.lotId()
                                            + " has the open inspection lot " + open.number + "; decide it first.");
                                }
                            }))
                    .chain(materialId -> {
                        List<AuditEntry> events = new ArrayList<>();
                        return open(tenantId, body.lotId(), materialId, "retest", events)
                                .call(() -> audit.record(events));
                    })
                    .map(InspectionLotView::of);
        });
    }

    /** Each filter null for none. */
    @WithTransaction
    public Uni<Page<InspectionLotView>> list(String tenantId, String status, String lotId, Cursor after, int limit) {
        return list(tenantId, QueryFilter.of(tenantId).equal("status", status).equal("lotId", lotId), after, limit);
    }

    /**
     * A result (analyst), judged against the inspection lot's specification revision: 422 for a test
     * it does not have or a value that is no decimal for a numeric test; 409 invalid_transition once
     * decided; 409 result_exists while the test has a valid result.
     *
     * @param ifMatch null, or the inspection lot's version the analyst saw
     */
    public Uni<ResultView> enterResult(String tenantId, String id, String ifMatch, ResultRequest given) {
        ResultRequest body = given == null ? new ResultRequest(null, null) : given; // validated after the 404
        String resultId = Ids.next(InspectionResult.ID_PREFIX);
        return transition(tenantId, id, ifMatch, body, null, QualityRoles.ANALYST, "inspection_lot.result_entered",
                (inspection, signed, now) -> specifications.findInTenant(tenantId, inspection.specificationId)
                        .invoke(specification -> {
                            SpecificationTest test = specification.test(body.testCode()).orElseThrow(() -> invalid("testCode",
                                    "revision " + specification.revision + " of the specification has no test "
                                            + body.testCode()));
                            String refusal = test.refusal(body.value());
                            if (refusal != null) {
                                throw invalid("value", refusal);
                            }
                            inspection.enter(InspectionResult.entered(resultId, test, body.value(), actingUserId(), now), now);
                        }).replaceWithVoid())
                .map(view -> result(view, resultId));
    }

    /** Invalidates a result with a reason (analyst); it stays on record. */
    public Uni<ResultView> invalidateResult(String tenantId, String id, String resultId, String ifMatch,
            InvalidationRequest given) {
        InvalidationRequest body = given == null ? new InvalidationRequest(null) : given; // validated after the 404
        return transition(tenantId, id, ifMatch, body, body.reason() == null ? null : body.reason().strip(), QualityRoles.ANALYST,
                "inspection_lot.result_invalidated", (inspection, signed, now) -> {
                    inspection.invalidate(resultId, actingUserId(), body.reason().strip(), now);
                    return Uni.createFrom().voidItem();
                }).map(view -> result(view, resultId));
    }

    /**
     * QA's signed usage decision, by someone who entered none of its results. Accept releases a lot
     * from quarantine (a retest: moves its retest date on); reject rejects it. A lot made by
     * production keeps its status: the QP's certification decides it.
     */
    public Uni<InspectionLotView> decide(String tenantId, String id, String ifMatch, UsageDecisionRequest body) {
        boolean rejecting = body != null && UsageDecision.REJECT.equals(body.decision());
        return signedTransition(tenantId, id, ifMatch, body, rejecting ? Meaning.REJECTION : Meaning.APPROVAL, QualityRoles.QA,
                (inspection, actingUser) -> actingUser.requireSomeoneElse(inspection.analysts(),
                        "decide an inspection lot they entered results of"),
                rejecting ? "inspection_lot.rejected" : "inspection_lot.accepted", (inspection, signed, now) -> specifications.findInTenant(tenantId, inspection.specificationId)
                        .chain(specification -> {
                            inspection.decide(body.decision(), signed, specification, now);
                            LotDecision lotDecision = lotDecision(inspection.origin, inspection.decision().accepted());
                            if (lotDecision == null) {
                                return Uni.createFrom().voidItem();
                            }
                            List<AuditEntry> events = new ArrayList<>();
                            return warehouse.decideLot(tenantId, inspection.lotId, lotDecision, signed, events)
                                    .call(() -> audit.record(events));
                        }));
    }

    /** @return what the decision does to the lot; null for a lot made by production, which the QP certifies */
    static LotDecision lotDecision(String origin, boolean accepted) {
        if ("production".equals(origin)) {
            return null;
        }
        if (!accepted) {
            return LotDecision.REJECT;
        }
        return "retest".equals(origin) ? LotDecision.PASS_RETEST : LotDecision.RELEASE;
    }

    /** One result of the tenant's inspection lot: 404 for no such lot or no such result of it. */
    public Uni<ResultView> result(String tenantId, String id, String resultId) {
        return get(tenantId, id).map(view -> result(view, resultId));
    }

    private static ResultView result(InspectionLotView view, String resultId) {
        return view.results().stream().filter(result -> result.id().equals(resultId)).findFirst()
                .orElseThrow(() -> new ProblemException(PlatformProblem.NOT_FOUND, "Inspection lot " + view.number()
                        + " has no result " + resultId + "."));
    }

    private static ProblemException invalid(String field, String message) {
        return new ProblemException(PlatformProblem.VALIDATION_FAILED, "The result cannot be judged: " + field + " " + message
                + ".", List.of(new Problem.FieldError(field, message)));
    }
}
