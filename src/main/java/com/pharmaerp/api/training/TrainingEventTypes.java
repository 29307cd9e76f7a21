package com.pharmaerp.api.training;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;
import com.pharmaerp.api.training.domain.Course;
import com.pharmaerp.api.training.domain.CourseEvent;
import com.pharmaerp.api.training.domain.Requirement;
import com.pharmaerp.api.training.domain.RequirementEvent;
import com.pharmaerp.api.training.domain.TrainingRecord;
import com.pharmaerp.api.training.domain.TrainingRecordEvent;

/** Training's events: courses, training records and their expiry notices, requirements. */
public final class TrainingEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(CourseEvent.Created.TYPE, CourseEvent.Changed.TYPE, TrainingRecordEvent.Created.TYPE,
                TrainingRecordEvent.Expiring.TYPE, RequirementEvent.Created.TYPE, RequirementEvent.Retired.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of(Course.NOUN, "/v1/training/courses", TrainingRecord.NOUN, "/v1/training/records",
                Requirement.NOUN, "/v1/training/requirements");
    }
}
