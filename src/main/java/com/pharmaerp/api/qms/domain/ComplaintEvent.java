package com.pharmaerp.api.qms.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happens to a complaint: one record per event type, with its audited state before and after. */
public sealed interface ComplaintEvent extends Event {

    @Override
    default String entityType() {
        return Complaint.NOUN;
    }

    @Override
    ComplaintState after();

    record Received(String entityId, ComplaintState after) implements ComplaintEvent {

        public static final EventType TYPE = new EventType("complaint.received", "QA or a supervisor recorded a complaint "
                + "about a lot, shipment or material: what, when received and known, from which country and whom.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public ComplaintState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Assessed(String entityId, ComplaintState before, ComplaintState after, String reason) implements ComplaintEvent {

        public static final EventType TYPE = new EventType("complaint.assessed", "QA assessed with a signature whether the "
                + "complaint is reportable to an authority; a reportable one has its report due date.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Reported(String entityId, ComplaintState before, ComplaintState after) implements ComplaintEvent {

        public static final EventType TYPE = new EventType("complaint.reported", "QA recorded the report of a reportable "
                + "complaint to the authority: when, to whom, and the authority's reference.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Investigated(String entityId, ComplaintState before, ComplaintState after) implements ComplaintEvent {

        public static final EventType TYPE = new EventType("complaint.investigated", "QA or a supervisor recorded the "
                + "complaint's investigation (findings, root cause category, whether confirmed), replacing any earlier one.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Escalated(String entityId, ComplaintState before, ComplaintState after, String reason) implements ComplaintEvent {

        public static final EventType TYPE = new EventType("complaint.escalated", "QA escalated the complaint to a recall "
                + "of its lot with a signature; the recall names the complaint as its source.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Closed(String entityId, ComplaintState before, ComplaintState after, String reason) implements ComplaintEvent {

        public static final EventType TYPE = new EventType("complaint.closed", "QA closed the complaint with a signature "
                + "and the response to the complainant: assessed, investigated and, when reportable, reported.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record ReportOverdue(String entityId, ComplaintState before, ComplaintState after) implements ComplaintEvent {

        public static final EventType TYPE = new EventType("complaint.report_overdue", "A reportable complaint's report "
                + "to the authority was not recorded by its due date; emitted once per complaint by the daily pass.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }
}
