package com.pharmaerp.api.quality.service;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.users.Person;
import com.pharmaerp.api.platform.users.UserRepository;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.InspectionReport;
import com.pharmaerp.api.quality.InspectionReport.Decision;
import com.pharmaerp.api.quality.InspectionReport.ResultReport;
import com.pharmaerp.api.quality.InspectionReport.TestReport;
import com.pharmaerp.api.quality.OosInvestigationReport;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.InspectionResult;
import com.pharmaerp.api.quality.domain.OosInvestigation;
import com.pharmaerp.api.quality.domain.Specification;
import com.pharmaerp.api.quality.domain.UsageDecision;
import com.pharmaerp.api.quality.repository.OosInvestigationRepository;
import com.pharmaerp.api.quality.repository.SpecificationRepository;

import io.smallrye.mutiny.Uni;

/**
 * Inspection lots as documents show them: tests, results with the analysts' printed names, the OOS
 * investigations of the lot and the decision.
 */
@ApplicationScoped
public class InspectionReports {

    private final SpecificationRepository specifications;
    private final OosInvestigationRepository investigations;
    private final UserRepository users;

    public InspectionReports(SpecificationRepository specifications, OosInvestigationRepository investigations,
            UserRepository users) {
        this.specifications = specifications;
        this.investigations = investigations;
        this.users = users;
    }

    /** @param inspection read with its results */
    public Uni<InspectionReport> of(UnitOfWork work, InspectionLot inspection) {
        return specifications.find(work, inspection.specificationId())
                .chain(specification -> investigations.ofInspectionLot(work, inspection.id())
                        .chain(opened -> users.printedNames(work, people(inspection))
                                .map(names -> report(inspection, specification, opened, names))));
    }

    private static Set<String> people(InspectionLot inspection) {
        Set<String> ids = new HashSet<>();
        for (InspectionResult result : inspection.results()) {
            ids.add(result.enteredBy());
            if (result.invalidation() != null) {
                ids.add(result.invalidation().userId());
            }
        }
        return ids;
    }

    private static InspectionReport report(InspectionLot inspection, Specification specification,
            List<OosInvestigation> investigations, Map<String, String> names) {
        List<TestReport> tests = specification.tests().stream().map(test -> new TestReport(test.code(), test.name(), test.kind(),
                test.min(), test.max(), test.unit(), test.expected(), test.mandatory(), inspection.results().stream()
                        .filter(result -> result.testCode().equals(test.code())).map(result -> result(result, names))
                        .toList())).toList();
        UsageDecision decision = inspection.decision();
        return new InspectionReport(inspection.id(), inspection.number(), inspection.origin().id(), inspection.status().id(),
                specification.id(), specification.revisionNumber(), tests,
                investigations.stream().map(InspectionReports::investigation).toList(), decision == null ? null
                        : new Decision(decision.decision(), decision.signature()));
    }

    /** Signatures carry their signer's printed name already. */
    private static OosInvestigationReport investigation(OosInvestigation investigation) {
        OosInvestigation.Subject subject = investigation.subject();
        OosInvestigation.Phase1 phase1 = investigation.phase1();
        OosInvestigation.Phase2 phase2 = investigation.phase2();
        return new OosInvestigationReport(investigation.id(), subject.number(), subject.testCode(), subject.resultId(),
                subject.value(), subject.limits(), investigation.status().id(), investigation.openedAt(),
                phase1 == null ? null : new OosInvestigationReport.Phase1(phase1.assignableCause(), phase1.category(),
                        phase1.findings(), phase1.signature()),
                phase2 == null ? null : new OosInvestigationReport.Phase2(phase2.conclusion(), phase2.rootCause(),
                        phase2.findings(), phase2.affectedLotIds(), phase2.signature()),
                investigation.conclusion() == null ? null : investigation.conclusion().id());
    }

    private static ResultReport result(InspectionResult result, Map<String, String> names) {
        InspectionResult.Invalidation invalidation = result.invalidation();
        return new ResultReport(result.id(), result.value(), result.outcome(), Person.of(result.enteredBy(), names),
                result.enteredAt(), result.valid(), invalidation == null ? null : Person.of(invalidation.userId(), names),
                invalidation == null ? null : invalidation.at(), invalidation == null ? null : invalidation.reason());
    }
}
