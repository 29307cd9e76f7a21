package com.pharmaerp.api.training.service;

import com.pharmaerp.api.training.domain.CourseEvent;
import com.pharmaerp.api.training.domain.RequirementEvent;
import com.pharmaerp.api.training.domain.TrainingRecordEvent;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** Training's audited states and events, serialised into the audit trail: native images need them registered. */
@RegisterForReflection(targets = { CourseEvent.State.class, CourseEvent.Created.class, CourseEvent.Changed.class,
        TrainingRecordEvent.State.class, TrainingRecordEvent.Notice.class, TrainingRecordEvent.Created.class,
        TrainingRecordEvent.Expiring.class, RequirementEvent.State.class, RequirementEvent.Created.class,
        RequirementEvent.Retired.class })
final class TrainingReflection {

    private TrainingReflection() {
    }
}
