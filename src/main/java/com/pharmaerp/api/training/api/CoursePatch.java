package com.pharmaerp.api.training.api;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.training.domain.Course;
import com.pharmaerp.api.training.service.CourseService;

/** What a merge patch of a training course may change, as it reads after the patch is applied. */
@Schema(name = "TrainingCoursePatch")
public record CoursePatch(@NotBlank @Size(max = 200) @Schema(maxLength = 200) String title,
        @NotNull @Min(Course.MIN_VALIDITY_MONTHS) @Max(Course.MAX_VALIDITY_MONTHS) Integer validityMonths) {

    public CourseService.CourseChange toChange() {
        return new CourseService.CourseChange(title, validityMonths);
    }

    public static CoursePatch of(CourseService.CourseChange change) {
        return new CoursePatch(change.title(), change.validityMonths());
    }
}
