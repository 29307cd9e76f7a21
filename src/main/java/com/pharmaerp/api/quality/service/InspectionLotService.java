package com.pharmaerp.api.quality.service;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.QualityProblem;
import com.pharmaerp.api.quality.QualityRoles;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.InspectionLotData;
import com.pharmaerp.api.quality.domain.InspectionResult;
import com.pharmaerp.api.quality.domain.SpecificationTest;
import com.pharmaerp.api.quality.domain.UsageDecision;
import com.pharmaerp.api.quality.repository.InspectionLotRepository;
import com.pharmaerp.api.quality.repository.SpecificationRepository;
import com.pharmaerp.api.warehouse.LotDecision;
import com.pharmaerp.api.warehouse.LotDecisions;

import io.smallrye.mutiny.Uni;

/**
 * Inspection lots: opened against the material's approved specification, given results by
 * analysts, and decided once by QA with a signature, which releases or rejects the lot.
 */
@ApplicationScoped
public class InspectionLotService {

    private final InspectionLotRepository inspectionLots;
    private final SpecificationRepository specifications;
    private final LotDecisions lotDecisions;
    private final ActingUser actingUser;
    private final SignedActions signed;

    public InspectionLotService(InspectionLotRepository inspectionLots, SpecificationRepository specifications,
            LotDecisions lotDecisions, ActingUser actingUser, SignedActions signed) {
        this.inspectionLots = inspectionLots;
        this.specifications = specifications;
        this.lotDecisions = lotDecisions;
        this.actingUser = actingUser;
        this.signed = signed;
    }

    /**
     * Opens an inspection lot of a lot against its material's approved specification, in the
     * caller's unit of work.
     *
     * @param origin {@code receipt}, {@code production} or {@code retest}
     * @throws ProblemException 409 specification_missing when the material has no approved specification;
     *         409 invalid_transition when the lot has an open inspection lot
     */
    public Uni<InspectionLot> open(UnitOfWork work, String id, String lotId, String materialId, String origin) {
        InspectionLot inspection = InspectionLot.open(id,
                new InspectionLotData(null, lotId, materialId, origin, null), work.now());
        return inspectionLots.open(work, inspection).map(opened -> {
            if (opened.specificationId() == null) {
                throw new ProblemException(QualityProblem.SPECIFICATION_MISSING, "Material " + materialId + " has no "
                        + "approved specification to inspect its lots against: QA approves one first.");
            }
            if (opened.number() == null) {
                throw hasOpenInspection(lotId, null);
            }
            inspection.number = opened.number();
            inspection.specificationId = opened.specificationId();
            work.record(inspection.opened());
            return inspection;
        });
    }

    /**
     * A retest of a released lot (analyst): 422 for an unknown lot; 409 lot_expired, lot_not_released,
     * or invalid_transition while the lot has an open inspection lot; 409 specification_missing.
     */
    public Uni<InspectionLot> retest(UnitOfWork work, String lotId) {
        actingUser.requireRole(QualityRoles.ANALYST);
        // The warehouse reads the lot under its row lock: concurrent retests of one lot queue there, so only one opens.
        return lotDecisions.materialOfLotToRetest(work, lotId, "lotId")
                .call(materialId -> inspectionLots.openOf(work, lotId).invoke(open -> {
                    if (open != null) {
                        throw hasOpenInspection(lotId, open.number);
                    }
                }))
                .chain(materialId -> open(work, Ids.next(InspectionLot.ID_PREFIX), lotId, materialId, "retest"));
    }

    /** The inspection lot of the tenant, with its results; 404 when there is none. */
    public Uni<InspectionLot> get(UnitOfWork work, String id) {
        return Found.require(InspectionLot.ID_PREFIX, id, InspectionLot.NOUN, () -> inspectionLots.find(work, id));
    }

    /** Each filter null for none. */
    public Uni<Page<InspectionLot>> list(UnitOfWork work, String status, String lotId, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status).equal("lot_id", lotId);
        return inspectionLots.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, i -> new Cursor(i.createdAt, i.id), i -> i));
    }

    /**
     * A result (analyst) of an inspection lot that was found, its body checked, judged against the
     * inspection lot's specification revision: the role; If-Match when sent; 422 for a test it does not
     * have or a value that is no decimal for a numeric test; 409 invalid_transition once decided; 409
     * result_exists while the test has a valid result.
     *
     * @param ifMatch null, or the inspection lot's version the analyst saw
     */
    public Uni<InspectionResult> enterResult(UnitOfWork work, InspectionLot inspection, String ifMatch, String testCode,
            String value) {
        actingUser.requireRole(QualityRoles.ANALYST);
        checkIfMatch(ifMatch, inspection);
        return specifications.find(work, inspection.specificationId).chain(specification -> {
            SpecificationTest test = specification.test(testCode).orElseThrow(() -> invalid("testCode",
                    "revision " + specification.revision.number + " of the specification has no test " + testCode));
            String refusal = test.refusal(value);
            if (refusal != null) {
                throw invalid("value", refusal);
            }
            InspectionResult result = InspectionResult.entered(Ids.next(InspectionResult.ID_PREFIX), test, value,
                    work.userId(), work.now());
            work.record(inspection.enter(result, work.now()));
            return save(work, inspection).chain(() -> inspectionLots.insertResult(work, inspection.id, result))
                    .replaceWith(result);
        });
    }

    /** Invalidates a result with a reason (analyst); it stays on record: the role; If-Match when sent; the move. */
    public Uni<InspectionResult> invalidateResult(UnitOfWork work, InspectionLot inspection, String resultId, String ifMatch,
            String reason) {
        actingUser.requireRole(QualityRoles.ANALYST);
        checkIfMatch(ifMatch, inspection);
        work.record(inspection.invalidate(resultId, work.userId(), reason, work.now()));
        InspectionResult invalidated = inspection.result(resultId);
        return save(work, inspection).chain(() -> inspectionLots.invalidateResult(work, invalidated)).replaceWith(invalidated);
    }

    /**
     * QA's signed usage decision on an inspection lot that was found, its body checked, by someone
     * who entered none of its results. Accept releases a lot from quarantine (a retest: moves its
     * retest date on); reject rejects it. A lot made by production keeps its status: the QP's
     * certification decides it.
     */
    public Uni<InspectionLot> decide(UnitOfWork work, InspectionLot inspection, String ifMatch, String decision,
            SignatureRequest signature) {
        boolean rejecting = UsageDecision.REJECT.equals(decision);
        return signed.role(QualityRoles.QA).someoneElseThan(inspection.analysts(), "decide an inspection lot they entered results of")
                .ifMatch(ifMatch, inspection.version).sign(work, signature, rejecting ? Meaning.REJECTION : Meaning.APPROVAL)
                .chain(decisionSignature -> specifications.find(work, inspection.specificationId).chain(specification -> {
                    DomainEvent decided = inspection.decide(decision, decisionSignature, specification, work.now());
                    LotDecision lotDecision = lotDecision(inspection.origin, inspection.decision().accepted());
                    Uni<Void> lot = lotDecision == null ? Uni.createFrom().voidItem()
                            : lotDecisions.decide(work, inspection.lotId, lotDecision, decisionSignature);
                    // The lot's event first, then the decision's, as the trail has always told them.
                    return lot.invoke(() -> work.record(decided)).chain(() -> save(work, inspection));
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

    private Uni<InspectionLot> save(UnitOfWork work, InspectionLot inspection) {
        return inspectionLots.update(work, inspection).map(written -> Versions.written(written, inspection));
    }

    private static void checkIfMatch(String ifMatch, InspectionLot inspection) {
        if (ifMatch != null) {
            Versions.require(ifMatch, inspection.version);
        }
    }

    private static ProblemException hasOpenInspection(String lotId, String number) {
        return new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Lot " + lotId + " has the open inspection lot"
                + (number == null ? "" : " " + number) + "; decide it first.");
    }

    private static ProblemException invalid(String field, String message) {
        return new ProblemException(PlatformProblem.VALIDATION_FAILED, "The result cannot be judged: " + field + " " + message
                + ".", List.of(new Problem.FieldError(field, message)));
    }
}
