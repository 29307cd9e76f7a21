package com.pharmaerp.api.training.api;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.training.domain.Course;

/** A training course as every read returns it. */
@Schema(name = "TrainingCourse")
public record CourseView(@Schema(examples = "crs_3kP9xQ2mZ7vB1cD4") String id, @Schema(maxLength = 40) String code,
        @Schema(maxLength = 200) String title, @Schema(minimum = "1", maximum = "120") int validityMonths, int version,
        Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static CourseView of(Course c) {
        return new CourseView(c.id(), c.code(), c.title(), c.validityMonths(), c.version(), c.createdAt(), c.updatedAt());
    }
}
