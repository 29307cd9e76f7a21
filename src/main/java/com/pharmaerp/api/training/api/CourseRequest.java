package com.pharmaerp.api.training.api;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.training.domain.Course;
import com.pharmaerp.api.training.service.CourseService;

/** A training course as a caller creates it. */
@Schema(name = "TrainingCourseInput")
public record CourseRequest(
        @NotBlank @Size(max = 40) @Pattern(regexp = "[A-Za-z0-9._-]*", message = "letters, digits, '.', '_' and '-' only")
        @Schema(description = "Unique per tenant, never changes, e.g. GMP-101.", maxLength = 40) String code,
        @NotBlank @Size(max = 200) @Schema(maxLength = 200) String title,
        @NotNull @Min(Course.MIN_VALIDITY_MONTHS) @Max(Course.MAX_VALIDITY_MONTHS)
        @Schema(description = "How many months a completion counts.") Integer validityMonths) {

    public CourseService.NewCourse toCommand() {
        return new CourseService.NewCourse(code, title, validityMonths);
    }
}
