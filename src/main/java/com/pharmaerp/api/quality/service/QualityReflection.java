package com.pharmaerp.api.quality.service;

import com.pharmaerp.api.quality.LinkedDeviation;
import com.pharmaerp.api.quality.OosInvestigationReport;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.domain.DeviationEvent;
import com.pharmaerp.api.quality.domain.DeviationState;
import com.pharmaerp.api.quality.domain.InspectionLotEvent;
import com.pharmaerp.api.quality.domain.InspectionLotState;
import com.pharmaerp.api.quality.domain.InspectionResult;
import com.pharmaerp.api.quality.domain.OosInvestigation;
import com.pharmaerp.api.quality.domain.OosInvestigationEvent;
import com.pharmaerp.api.quality.domain.OosInvestigationState;
import com.pharmaerp.api.quality.domain.SpecificationEvent;
import com.pharmaerp.api.quality.domain.SpecificationState;
import com.pharmaerp.api.quality.domain.SpecificationTest;
import com.pharmaerp.api.quality.domain.UsageDecision;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The domain's records that Jackson writes and reads outside a REST return type (stored JSON
 * columns, the audited state of events), and the port records documents write as JSON and print
 * through untyped template tags: native images need them registered, and the domain stays free of
 * the annotation.
 */
@RegisterForReflection(targets = { SpecificationTest.class, UsageDecision.class, SpecificationState.class,
        SpecificationEvent.Created.class, SpecificationEvent.Approved.class, SpecificationEvent.Superseded.class,
        InspectionLotState.class, InspectionResult.State.class, InspectionResult.Invalidation.class,
        InspectionLotEvent.ResultField.class, InspectionLotEvent.Created.class, InspectionLotEvent.ResultEntered.class,
        InspectionLotEvent.ResultInvalidated.class, InspectionLotEvent.Accepted.class, InspectionLotEvent.Rejected.class,
        DeviationState.class, DeviationEvent.Created.class, DeviationEvent.Closed.class,
        DeviationEvent.Triaged.class, DeviationEvent.Investigated.class, DeviationEvent.Cancelled.class,
        DeviationEvent.Overdue.class, DeviationEvent.Due.class, Deviation.Investigation.class, OosInvestigationState.class,
        OosInvestigation.Phase1.class, OosInvestigation.Phase2.class, OosInvestigationEvent.Opened.class,
        OosInvestigationEvent.Phase1Concluded.class, OosInvestigationEvent.Closed.class, OosInvestigationReport.class,
        OosInvestigationReport.Phase1.class, OosInvestigationReport.Phase2.class, LinkedDeviation.class })
final class QualityReflection {

    private QualityReflection() {
    }
}
