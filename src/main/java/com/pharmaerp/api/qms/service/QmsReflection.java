package com.pharmaerp.api.qms.service;

import com.pharmaerp.api.qms.domain.CapaAction;
import com.pharmaerp.api.qms.domain.CapaActionEvent;
import com.pharmaerp.api.qms.domain.CapaEvent;
import com.pharmaerp.api.qms.domain.CapaSource;
import com.pharmaerp.api.qms.domain.EffectivenessCheck;
import com.pharmaerp.api.qms.domain.RecallEvent;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The recalls' and CAPAs' audited state, events and stored parts, serialised into the audit trail and columns: native images need them registered. */
@RegisterForReflection(targets = { RecallEvent.State.class, RecallEvent.Opened.class, RecallEvent.Closed.class,
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
