package com.pharmaerp.api.quality.service;

import java.time.LocalDate;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.EquipmentUse;
import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.QualityProblem;
import com.pharmaerp.api.quality.QualityRoles;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.InspectionLotData;
import com.pharmaerp.api.quality.domain.InspectionLotEvent;
import com.pharmaerp.api.quality.domain.InspectionResult;
import com.pharmaerp.api.quality.domain.OosInvestigation;
import com.pharmaerp.api.quality.domain.Specification;
import com.pharmaerp.api.quality.domain.SpecificationTest;
import com.pharmaerp.api.quality.domain.UsageDecision;
import com.pharmaerp.api.quality.repository.InspectionLotRepository;
import com.pharmaerp.api.quality.repository.OosInvestigationRepository;
import com.pharmaerp.api.quality.repository.SpecificationRepository;
import com.pharmaerp.api.warehouse.LotDecision;
import com.pharmaerp.api.warehouse.LotDecisions;
import com.pharmaerp.api.warehouse.WarehouseNames;

import io.smallrye.mutiny.Uni;

/**
 * Inspection lots: opened against the material's approved specification, given results by
 * analysts, and decided once by QA with a signature, which releases or rejects the lot. An action
 * on an inspection lot finds it (404) before it checks the command (422), as every record's does.
 */
@ApplicationScoped
public class InspectionLotService {

    /** A result of one test of the inspection lot's specification. */
    public interface ResultEntry {

        String testCode();

        /** A decimal string for a numeric test; the reading for a text test. */
        String value();

        /** The instrument it was measured on, or null. */
        String instrumentId();
    }

    /** Why a passing result is invalid, signed by QA who did not enter it. */
    public interface Invalidation extends Signed {

        String reason();
    }

    /** QA's signed usage decision. */
    public interface Decision extends Signed {

        /** {@code accept} or {@code reject}. */
        String decision();
    }

    private final InspectionLotRepository inspectionLots;
    private final SpecificationRepository specifications;
    private final OosInvestigationRepository investigations;
    private final DocumentNumbers numbers;
    private final LotDecisions lotDecisions;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;
    private final EquipmentUse equipment;
    private final WarehouseNames names;
    private final int oosDueDays;

    public InspectionLotService(InspectionLotRepository inspectionLots, SpecificationRepository specifications,
            OosInvestigationRepository investigations, DocumentNumbers numbers, LotDecisions lotDecisions,
            ActingUser actingUser, SignedActions signed, BodyValidator bodies, EquipmentUse equipment,
            WarehouseNames names, ErpConfig config) {
        this.inspectionLots = inspectionLots;
        this.specifications = specifications;
        this.investigations = investigations;
        this.numbers = numbers;
        this.lotDecisions = lotDecisions;
        this.actingUser = actingUser;
        this.signed = signed;
        this.bodies = bodies;
        this.equipment = equipment;
        this.names = names;
        this.oosDueDays = config.quality().oosDueDays();
    }

    /**
     * Opens an inspection lot of a lot against its material's approved specification, in the
     * caller's unit of work.
     *
     * @throws Refusal specification_missing when the material has no approved specification;
     *         invalid_transition when the lot has an open inspection lot
     */
    public Uni<InspectionLot> open(UnitOfWork work, String id, String lotId, String materialId, InspectionLot.Origin origin) {
        return inspectionLots.open(work, id, lotId, materialId, origin, work.now()).map(opened -> {
            if (opened.specificationId() == null) {
                throw new Refusal(QualityProblem.SPECIFICATION_MISSING, "Material " + materialId + " has no "
                        + "approved specification to inspect its lots against: QA approves one first.");
            }
            if (opened.number() == null) {
                throw hasOpenInspection(lotId, null);
            }
            InspectionLot inspection = InspectionLot.open(id, new InspectionLotData(opened.number(), lotId, materialId,
                    origin, opened.specificationId()), work.now());
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
                        throw hasOpenInspection(lotId, open.number());
                    }
                }))
                .chain(materialId -> open(work, Ids.next(InspectionLot.ID_PREFIX), lotId, materialId,
                        InspectionLot.Origin.RETEST));
    }

    /** The inspection lot of the tenant, with its results; 404 when there is none. */
    public Uni<InspectionLot> get(UnitOfWork work, String id) {
        return Found.require(InspectionLot.ID_PREFIX, id, InspectionLot.NOUN, () -> inspectionLots.find(work, id));
    }

    /** One result of the tenant's inspection lot; 404 when either is missing. */
    public Uni<InspectionResult> result(UnitOfWork work, String id, String resultId) {
        return get(work, id).map(inspection -> inspection.result(resultId));
    }

    /** Each filter null for none. */
    public Uni<Page<InspectionLot>> list(UnitOfWork work, InspectionLot.Status status, String lotId, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id())
                .equal("lot_id", lotId);
        return inspectionLots.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, i -> new Cursor(i.createdAt(), i.id()), i -> i));
    }

    /**
     * A result (analyst), judged against the inspection lot's specification revision: 404; the
     * command; the role; If-Match when sent; 422 for a test it does not have or a value that is no
     * decimal for a numeric test; 409 invalid_transition once decided; 409 result_exists while the
     * test has a valid result. A failing result opens its OOS investigation in the same unit of work.
     *
     * @param ifMatch null, or the inspection lot's version the analyst saw
     */
    public Uni<InspectionResult> enterResult(UnitOfWork work, String id, String ifMatch, ResultEntry command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(inspection -> {
            actingUser.requireRole(QualityRoles.ANALYST);
            checkIfMatch(ifMatch, inspection);
            return specifications.find(work, inspection.specificationId()).chain(specification -> {
                String resultId = Ids.next(InspectionResult.ID_PREFIX);
                String investigationId = Ids.next(OosInvestigation.ID_PREFIX);
                work.record(inspection.enter(resultId, investigationId, specification, command.testCode(), command.value(),
                        command.instrumentId(), work.userId(), work.now()));
                InspectionResult entered = inspection.result(resultId);
                return instrumentUsed(work, inspection, command.instrumentId())
                        .chain(() -> save(work, inspection))
                        .chain(() -> inspectionLots.insertResult(work, inspection.id(), entered))
                        .chain(() -> entered.passed() ? Uni.createFrom().voidItem()
                                : openInvestigation(work, inspection, entered, specification))
                        .replaceWith(entered);
            });
        });
    }

    /** The instrument named, usable now, records its use for the lot tested (its number read from the warehouse). */
    private Uni<Void> instrumentUsed(UnitOfWork work, InspectionLot inspection, String instrumentId) {
        if (instrumentId == null) {
            return Uni.createFrom().voidItem();
        }
        return names.lotFacts(work, List.of(inspection.lotId())).chain(lots -> equipment.useInstrument(work,
                "instrumentId", instrumentId, new EquipmentUse.InspectionUse(inspection.id(), inspection.number(),
                        inspection.lotId(), lots.get(inspection.lotId()).number())));
    }

    /**
     * Invalidates a passing result directly (a wrong sample, a transcription error); it stays on
     * record: 404; the command; 409 investigation_required for a failing result (its OOS
     * investigation decides) and invalid_transition once decided or invalid; then QA who did not
     * enter it signs (meaning rejection), If-Match when sent.
     */
    public Uni<InspectionResult> invalidateResult(UnitOfWork work, String id, String resultId, String ifMatch,
            Invalidation command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(inspection -> {
            InspectionResult result = inspection.requireDirectlyInvalidable(resultId);
            SignedActions.Check check = signed.role(QualityRoles.QA)
                    .someoneElseThan(List.of(result.enteredBy()), "invalidate a result they entered");
            // If-Match stays optional here, as it always was: without it the signer signs the current version.
            check.ifMatch(ifMatch == null ? Versions.etag(inspection.version()) : ifMatch, inspection.version());
            return check.sign(work, InspectionLot.NOUN, id, command.signature(), Meaning.REJECTION).chain(signature -> {
                work.record(inspection.invalidate(resultId, signature, command.reason().strip(), work.now()));
                return saveInvalidated(work, inspection, resultId);
            });
        });
    }

    /**
     * The invalidation an OOS investigation concluded, in the caller's unit of work: its failing result
     * becomes invalid, naming the investigation.
     */
    public Uni<InspectionResult> invalidateBy(UnitOfWork work, InspectionLot inspection, OosInvestigation investigation) {
        work.record(inspection.invalidate(investigation, work.now()));
        return saveInvalidated(work, inspection, investigation.subject().resultId());
    }

    private Uni<InspectionResult> saveInvalidated(UnitOfWork work, InspectionLot inspection, String resultId) {
        InspectionResult invalidated = inspection.result(resultId);
        return save(work, inspection).chain(() -> inspectionLots.invalidateResult(work, invalidated)).replaceWith(invalidated);
    }

    private Uni<Void> openInvestigation(UnitOfWork work, InspectionLot inspection, InspectionResult failed,
            Specification specification) {
        String limits = specification.test(failed.testCode()).map(SpecificationTest::limits).orElseThrow();
        return numbers.next(work, OosInvestigation.NUMBER_PREFIX).chain(number -> {
            LocalDate today = work.today();
            OosInvestigation investigation = OosInvestigation.open(failed.oosInvestigationId(),
                    new OosInvestigation.Subject(number, inspection.id(), inspection.lotId(), failed.id(), failed.testCode(),
                            failed.value(), limits), today.plusDays(oosDueDays), work.now());
            work.record(investigation.opened());
            return investigations.insert(work, investigation);
        });
    }

    /**
     * QA's signed usage decision, by someone who entered none of its results: 404; the command;
     * then the signed action's checks and the move. Accept releases a lot from quarantine (a retest:
     * moves its retest date on); reject rejects it. A lot made by production keeps its status: the
     * QP's certification decides it.
     */
    public Uni<InspectionLot> decide(UnitOfWork work, String id, String ifMatch, Decision command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(inspection -> {
            UsageDecision.Verdict verdict = UsageDecision.Verdict.of(command.decision());
            return signed.role(QualityRoles.QA)
                    .someoneElseThan(inspection.analysts(), "decide an inspection lot they entered results of")
                    .ifMatch(ifMatch, inspection.version())
                    .sign(work, InspectionLot.NOUN, id, command.signature(), verdict == UsageDecision.Verdict.REJECT ? Meaning.REJECTION
                            : Meaning.APPROVAL)
                    .chain(signature -> investigations.openNumbers(work, inspection.id()).chain(open -> specifications
                            .find(work, inspection.specificationId()).chain(specification -> {
                        InspectionLotEvent decided = inspection.decide(verdict, signature, specification, open, work.now());
                        LotDecision lotDecision = lotDecision(inspection.origin(), inspection.decision().accepted());
                        Uni<Void> lot = lotDecision == null ? Uni.createFrom().voidItem()
                                : lotDecisions.decide(work, inspection.lotId(), lotDecision, signature);
                        // The lot's event first, then the decision's, as the trail has always told them.
                        return lot.invoke(() -> work.record(decided)).chain(() -> save(work, inspection));
                    })));
        });
    }

    /** @return what the decision does to the lot; null for a lot made by production, which the QP certifies */
    static LotDecision lotDecision(InspectionLot.Origin origin, boolean accepted) {
        if (origin == InspectionLot.Origin.PRODUCTION) {
            return null;
        }
        if (!accepted) {
            return LotDecision.REJECT;
        }
        return origin == InspectionLot.Origin.RETEST ? LotDecision.PASS_RETEST : LotDecision.RELEASE;
    }

    private Uni<InspectionLot> save(UnitOfWork work, InspectionLot inspection) {
        return inspectionLots.update(work, inspection).map(written -> Versions.written(written, inspection));
    }

    private static void checkIfMatch(String ifMatch, InspectionLot inspection) {
        if (ifMatch != null) {
            Versions.require(ifMatch, inspection.version());
        }
    }

    private static Refusal hasOpenInspection(String lotId, String number) {
        return new Refusal(PersistenceProblem.INVALID_TRANSITION, "Lot " + lotId + " has the open inspection lot"
                + (number == null ? "" : " " + number) + "; decide it first.");
    }
}
