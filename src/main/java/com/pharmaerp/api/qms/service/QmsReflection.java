package com.pharmaerp.api.qms.service;

import com.pharmaerp.api.qms.domain.RecallEvent;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The recalls' audited state and events, serialised into the audit trail: native images need them registered. */
@RegisterForReflection(targets = { RecallEvent.State.class, RecallEvent.Opened.class, RecallEvent.Closed.class })
final class QmsReflection {

    private QmsReflection() {
    }
}
