package com.pharmaerp.api.qms.service;

import com.pharmaerp.api.qms.domain.CapaAction;
import com.pharmaerp.api.qms.domain.CapaActionEvent;
import com.pharmaerp.api.qms.domain.CapaEvent;
import com.pharmaerp.api.qms.domain.CapaSource;
import com.pharmaerp.api.qms.domain.Complaint;
import com.pharmaerp.api.qms.domain.ComplaintData;
import com.pharmaerp.api.qms.domain.ComplaintEvent;
import com.pharmaerp.api.qms.domain.ComplaintState;
import com.pharmaerp.api.qms.domain.EffectivenessCheck;
import com.pharmaerp.api.qms.domain.RecallEvent;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The recalls', complaints' and CAPAs' audited state, events and stored parts, serialised into the audit trail and
 * columns: native images need them registered.
 */
@RegisterForReflection(targets = { RecallEvent.State.class, RecallEvent.Opened.class, RecallEvent.Closed.class,
        ComplaintState.class, ComplaintData.Reporter.class, Complaint.Assessment.class, Complaint.Report.class,
        Complaint.Investigation.class, Complaint.Closure.class, ComplaintEvent.Received.class,
        ComplaintEvent.Assessed.class, ComplaintEvent.Reported.class, ComplaintEvent.Investigated.class,
        ComplaintEvent.Escalated.class, ComplaintEvent.Closed.class, ComplaintEvent.ReportOverdue.class,
        CapaEvent.State.class, CapaEvent.Opened.class, CapaEvent.ActionAdded.class, CapaEvent.ActionCompleted.class,
        CapaEvent.ActionExtended.class, CapaEvent.ActionCancelled.class, CapaEvent.CheckDefined.class,
        CapaEvent.Implemented.class, CapaEvent.EffectivenessEvaluated.class, CapaEvent.Closed.class,
        CapaEvent.Cancelled.class, CapaActionEvent.State.class, CapaActionEvent.Overdue.class, CapaAction.State.class,
        CapaAction.Completion.class, CapaAction.Extension.class, CapaSource.Stored.class, EffectivenessCheck.Stored.class,
        EffectivenessCheck.Criterion.class })
final class QmsReflection {

    private QmsReflection() {
    }
}
