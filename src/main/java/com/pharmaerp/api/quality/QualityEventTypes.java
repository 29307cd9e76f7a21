package com.pharmaerp.api.quality;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** Quality's events: specifications, inspection lots with their results and usage decisions, deviations. */
public final class QualityEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
                new EventType("specification.created", "A QC analyst or QA wrote a draft specification: the material's "
                        + "next revision of tests."),
                new EventType("specification.approved", "QA other than its author approved the draft specification "
                        + "with a signature: the material's new inspection lots are tested against it."),
                new EventType("specification.superseded", "The approved specification gave way to a later revision of "
                        + "the material being approved."),
                new EventType("inspection_lot.created", "An inspection lot was opened for a lot against its material's "
                        + "approved specification: by a goods receipt, a production order's release, or an analyst's "
                        + "retest of a released lot."),
                new EventType("inspection_lot.result_entered", "A QC analyst or QA entered a test result, judged pass or "
                        + "fail on entry."),
                new EventType("inspection_lot.result_invalidated", "A QC analyst or QA invalidated a result with a "
                        + "reason; it stays on record."),
                new EventType("inspection_lot.accepted", "QA accepted the inspection lot with a signed usage decision: "
                        + "a received lot is released and a retested one gets a new retest date, while a lot made by "
                        + "production waits for the QP's certification."),
                new EventType("inspection_lot.rejected", "QA rejected the inspection lot with a signed usage decision: "
                        + "a received or retested lot is rejected, while a lot made by production waits for the QP's "
                        + "decision."),
                new EventType("deviation.created", "Someone opened a deviation, a departure from an approved procedure "
                        + "or limit, naming the records it concerns."),
                new EventType("deviation.closed", "QA closed the deviation with a signature: investigated, and its "
                        + "actions done."));
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("specification", "/v1/specifications", "inspection_lot", "/v1/inspection-lots",
                "deviation", "/v1/deviations");
    }
}
