package com.pharmaerp.api.qms.service;

import com.pharmaerp.api.qms.domain.Complaint;
import com.pharmaerp.api.qms.domain.ComplaintData;
import com.pharmaerp.api.qms.domain.ComplaintEvent;
import com.pharmaerp.api.qms.domain.ComplaintState;
import com.pharmaerp.api.qms.domain.RecallEvent;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The recalls' and complaints' audited state and events, serialised into the audit trail, and a complaint's
 * values kept as JSON in its row: native images need them registered.
 */
@RegisterForReflection(targets = { RecallEvent.State.class, RecallEvent.Opened.class, RecallEvent.Closed.class,
        ComplaintState.class, ComplaintData.Reporter.class, Complaint.Assessment.class, Complaint.Report.class,
        Complaint.Investigation.class, Complaint.Closure.class, ComplaintEvent.Received.class,
        ComplaintEvent.Assessed.class, ComplaintEvent.Reported.class, ComplaintEvent.Investigated.class,
        ComplaintEvent.Escalated.class, ComplaintEvent.Closed.class, ComplaintEvent.ReportOverdue.class })
final class QmsReflection {

    private QmsReflection() {
    }
}
