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
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.InspectionResult;
import com.pharmaerp.api.quality.domain.Specification;
import com.pharmaerp.api.quality.domain.UsageDecision;
import com.pharmaerp.api.quality.repository.SpecificationRepository;

import io.smallrye.mutiny.Uni;

/** Inspection lots as documents show them: tests, results with the analysts' printed names, and the decision. */
@ApplicationScoped
public class InspectionReports {

    private final SpecificationRepository specifications;
    private final UserRepository users;

    public InspectionReports(SpecificationRepository specifications, UserRepository users) {
        this.specifications = specifications;
        this.users = users;
    }

    /** @param inspection read with its results */
    public Uni<InspectionReport> of(UnitOfWork work, InspectionLot inspection) {
        return specifications.find(work, inspection.specificationId()).chain(specification -> users
                .printedNames(work, people(inspection)).map(names -> report(inspection, specification, names)));
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

    private static InspectionReport report(InspectionLot inspection, Specification specification, Map<String, String> names) {
        List<TestReport> tests = specification.tests().stream().map(test -> new TestReport(test.code(), test.name(), test.kind(),
                test.min(), test.max(), test.unit(), test.expected(), test.mandatory(), inspection.results().stream()
                        .filter(result -> result.testCode().equals(test.code())).map(result -> result(result, names))
                        .toList())).toList();
        UsageDecision decision = inspection.decision();
        return new InspectionReport(inspection.id(), inspection.number(), inspection.origin().id(), inspection.status().id(),
                specification.id(), specification.revisionNumber(), tests, decision == null ? null
                        : new Decision(decision.decision(), decision.signature()));
    }

    private static ResultReport result(InspectionResult result, Map<String, String> names) {
        InspectionResult.Invalidation invalidation = result.invalidation();
        return new ResultReport(result.id(), result.value(), result.outcome(), Person.of(result.enteredBy(), names),
                result.enteredAt(), result.valid(), invalidation == null ? null : Person.of(invalidation.userId(), names),
                invalidation == null ? null : invalidation.at(), invalidation == null ? null : invalidation.reason());
    }
}
