package com.pharmaerp.api.training.api;

import java.time.LocalDate;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.training.service.QualificationService;

/** Where a user stands with the courses of every active training requirement, on the business date. */
@Schema(name = "Qualifications")
public record QualificationsView(String userId, @Schema(description = "The business date the statuses are on.") LocalDate on,
        @Schema(maxItems = 1000) List<RequirementStanding> requirements) {

    @Schema(name = "RequirementStanding")
    public record RequirementStanding(String requirementId, @Schema(maxLength = 60) String entityType,
            @Schema(enumeration = { "approval", "rejection", "verification", "review", "responsibility" }) String meaning,
            @Schema(maxItems = 100) List<CourseStanding> courses) {
    }

    @Schema(name = "CourseStanding")
    public record CourseStanding(String courseId, @Schema(maxLength = 40) String code,
            @Schema(enumeration = { "current", "expired", "missing" }) String status,
            @Schema(description = "Of the user's newest record of the course; null for none.", nullable = true, maxLength = 10)
            LocalDate completedOn,
            @Schema(description = "Of the user's newest record of the course; null for none.", nullable = true, maxLength = 10)
            LocalDate expiresOn) {
    }

    public static QualificationsView of(String userId, QualificationService.Standings standings) {
        return new QualificationsView(userId, standings.on(), standings.requirements().stream()
                .map(q -> new RequirementStanding(q.requirementId(), q.entityType(), q.meaning(), q.courses().stream()
                        .map(c -> new CourseStanding(c.courseId(), c.code(), c.status().id(), c.completedOn(),
                                c.expiresOn())).toList()))
                .toList());
    }
}
