package com.pharmaerp.api.quality;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;
import com.pharmaerp.api.quality.domain.DeviationEvent;
import com.pharmaerp.api.quality.domain.InspectionLotEvent;
import com.pharmaerp.api.quality.domain.OosInvestigationEvent;
import com.pharmaerp.api.quality.domain.SpecificationEvent;

/** Quality's events: specifications, inspection lots with their results and usage decisions, deviations. */
public final class QualityEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(SpecificationEvent.Created.TYPE, SpecificationEvent.Approved.TYPE, SpecificationEvent.Superseded.TYPE,
                InspectionLotEvent.Created.TYPE, InspectionLotEvent.ResultEntered.TYPE,
                InspectionLotEvent.ResultInvalidated.TYPE, InspectionLotEvent.Accepted.TYPE, InspectionLotEvent.Rejected.TYPE,
                OosInvestigationEvent.Opened.TYPE, OosInvestigationEvent.Phase1Concluded.TYPE,
                OosInvestigationEvent.Closed.TYPE, DeviationEvent.Created.TYPE, DeviationEvent.Triaged.TYPE, DeviationEvent.Investigated.TYPE,
                DeviationEvent.Closed.TYPE, DeviationEvent.Cancelled.TYPE, DeviationEvent.Overdue.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("specification", "/v1/specifications", "inspection_lot", "/v1/inspection-lots",
                "deviation", "/v1/deviations", "oos_investigation", "/v1/oos-investigations");
    }
}
