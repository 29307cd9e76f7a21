package com.pharmaerp.api.quality.service;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.QualityRoles;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.OosInvestigation;
import com.pharmaerp.api.quality.domain.OosInvestigationEvent;
import com.pharmaerp.api.quality.repository.OosInvestigationRepository;
import com.pharmaerp.api.warehouse.WarehouseNames;

import io.smallrye.mutiny.Uni;

/**
 * OOS investigations: a failing result opens one ({@link InspectionLotService#enterResult}); QA who
 * entered no result of the inspection lot signs Phase I and, without an assignable cause, Phase II.
 * Their conclusion is the only way a failing result becomes invalid.
 */
@ApplicationScoped
public class OosInvestigationService {

    /** Phase I: whether the laboratory found an assignable cause, and what it found. */
    public interface Phase1 extends Signed {

        Boolean assignableCause();

        /** Required with an assignable cause. */
        String category();

        String findings();
    }

    /** Phase II: the conclusion, the root cause, and the other lots the failure may touch. */
    public interface Phase2 extends Signed {

        String conclusion();

        String rootCause();

        String findings();

        List<String> affectedLotIds();
    }

    private final OosInvestigationRepository investigations;
    private final InspectionLotService inspectionLots;
    private final WarehouseNames warehouse;
    private final SignedActions signed;
    private final BodyValidator bodies;

    public OosInvestigationService(OosInvestigationRepository investigations, InspectionLotService inspectionLots,
            WarehouseNames warehouse, SignedActions signed, BodyValidator bodies) {
        this.investigations = investigations;
        this.inspectionLots = inspectionLots;
        this.warehouse = warehouse;
        this.signed = signed;
        this.bodies = bodies;
    }

    /** The investigation of the tenant; 404 when there is none. */
    public Uni<OosInvestigation> get(UnitOfWork work, String id) {
        return Found.require(OosInvestigation.ID_PREFIX, id, OosInvestigation.NOUN, () -> investigations.find(work, id));
    }

    /** Each filter null for none; newest first. */
    public Uni<Page<OosInvestigation>> list(UnitOfWork work, OosInvestigation.Status status, String inspectionLotId,
            String lotId, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id())
                .equal("inspection_lot_id", inspectionLotId).equal("lot_id", lotId);
        return investigations.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, o -> new Cursor(o.openedAt(), o.id()), o -> o));
    }

    /**
     * Phase I (QA, meaning review): 404; the command; then the signed action by someone who entered no
     * result of the inspection lot; the move. An assignable cause invalidates the result and closes it.
     */
    public Uni<OosInvestigation> concludePhase1(UnitOfWork work, String id, String ifMatch, Phase1 command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(investigation -> inspectionLots
                .get(work, investigation.subject().inspectionLotId())
                .chain(inspection -> sign(work, investigation, inspection, ifMatch, command, Meaning.REVIEW)
                        .chain(signature -> {
                            List<OosInvestigationEvent> events = investigation.concludePhase1(command.assignableCause(),
                                    command.category(), command.findings().strip(), signature, work.now());
                            events.forEach(work::record);
                            return concluded(work, investigation, inspection);
                        })));
    }

    /**
     * Phase II (QA, meaning approval): 404; the command; 422 for an affected lot the tenant does not
     * have; the signed action by someone who entered no result of the inspection lot; the move.
     */
    public Uni<OosInvestigation> concludePhase2(UnitOfWork work, String id, String ifMatch, Phase2 command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(investigation -> requireLots(work,
                command.affectedLotIds()).chain(() -> inspectionLots.get(work, investigation.subject().inspectionLotId()))
                .chain(inspection -> sign(work, investigation, inspection, ifMatch, command, Meaning.APPROVAL)
                        .chain(signature -> {
                            work.record(investigation.concludePhase2(OosInvestigation.Conclusion.of(command.conclusion()),
                                    command.rootCause().strip(), command.findings().strip(),
                                    command.affectedLotIds().stream().distinct().toList(), signature, work.now()));
                            return concluded(work, investigation, inspection);
                        })));
    }

    private Uni<Signature> sign(UnitOfWork work, OosInvestigation investigation, InspectionLot inspection, String ifMatch,
            Signed command, Meaning meaning) {
        return signed.role(QualityRoles.QA)
                .someoneElseThan(inspection.analysts(), "conclude an OOS investigation of an inspection lot they entered "
                        + "results of")
                .ifMatch(ifMatch, investigation.version()).sign(work, OosInvestigation.NOUN, investigation.id(), command.signature(), meaning);
    }

    /** Writes the investigation, and the invalidation its conclusion causes. */
    private Uni<OosInvestigation> concluded(UnitOfWork work, OosInvestigation investigation, InspectionLot inspection) {
        Uni<?> result = investigation.invalidatesResult() ? inspectionLots.invalidateBy(work, inspection, investigation)
                : Uni.createFrom().voidItem();
        return result.chain(() -> investigations.update(work, investigation))
                .map(written -> Versions.written(written, investigation));
    }

    private Uni<Void> requireLots(UnitOfWork work, List<String> lotIds) {
        return warehouse.lotFacts(work, lotIds).invoke(found -> {
            List<String> unknown = lotIds.stream().filter(lotId -> !found.containsKey(lotId)).distinct().toList();
            if (!unknown.isEmpty()) {
                throw new Refusal(PlatformProblem.VALIDATION_FAILED, "The tenant has no lots " + String.join(", ", unknown)
                        + ".", List.of(new Problem.FieldError("affectedLotIds", "names lots the tenant does not have: "
                                + String.join(", ", unknown))));
            }
        }).replaceWithVoid();
    }
}
