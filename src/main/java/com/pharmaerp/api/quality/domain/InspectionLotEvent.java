package com.pharmaerp.api.quality.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happens to an inspection lot: its opening, its results, and QA's usage decision. */
public sealed interface InspectionLotEvent extends Event {

    @Override
    default String entityType() {
        return InspectionLot.NOUN;
    }

    /** A result under the inspection lot's field {@code result}, as the trail records it. */
    record ResultField(InspectionResult.State result) {
    }

    record Created(String entityId, InspectionLotState after) implements InspectionLotEvent {

        public static final EventType TYPE = new EventType("inspection_lot.created", "An inspection lot was opened for a "
                + "lot against its material's approved specification: by a goods receipt, a production order's release, "
                + "or an analyst's retest of a released lot.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public InspectionLotState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record ResultEntered(String entityId, ResultField after) implements InspectionLotEvent {

        public static final EventType TYPE = new EventType("inspection_lot.result_entered", "A QC analyst or QA entered a "
                + "test result, judged pass or fail on entry.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public ResultField before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record ResultInvalidated(String entityId, ResultField before, ResultField after, String reason)
            implements InspectionLotEvent {

        public static final EventType TYPE = new EventType("inspection_lot.result_invalidated", "A QC analyst or QA "
                + "invalidated a result with a reason; it stays on record.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Accepted(String entityId, InspectionLotState before, InspectionLotState after, String reason)
            implements InspectionLotEvent {

        public static final EventType TYPE = new EventType("inspection_lot.accepted", "QA accepted the inspection lot with "
                + "a signed usage decision: a received lot is released and a retested one gets a new retest date, while "
                + "a lot made by production waits for the QP's certification.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Rejected(String entityId, InspectionLotState before, InspectionLotState after, String reason)
            implements InspectionLotEvent {

        public static final EventType TYPE = new EventType("inspection_lot.rejected", "QA rejected the inspection lot with "
                + "a signed usage decision: a received or retested lot is rejected, while a lot made by production waits "
                + "for the QP's decision.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
