package com.pharmaerp.api.training.service;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.training.domain.TrainingRecord;
import com.pharmaerp.api.training.repository.RequirementRepository;
import com.pharmaerp.api.training.repository.RequirementRepository.RequiredCourse;
import com.pharmaerp.api.platform.users.User;
import com.pharmaerp.api.platform.users.UserRepository;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** Where a user stands, on the business date, with the courses of every active requirement. */
@ApplicationScoped
public class QualificationService {

    private final RequirementRepository requirements;
    private final UserRepository users;

    public QualificationService(RequirementRepository requirements, UserRepository users) {
        this.requirements = requirements;
        this.users = users;
    }

    /** A course of a requirement and the user's status with it; dates of their newest record, null for none. */
    public record CourseStanding(String courseId, String code, TrainingRecord.Status status, LocalDate completedOn,
            LocalDate expiresOn) {
    }

    /** An active requirement and the user's standing with each of its courses. */
    public record Standing(String requirementId, String entityType, String meaning, List<CourseStanding> courses) {
    }

    /** The standings on a business date. */
    public record Standings(LocalDate on, List<Standing> requirements) {
    }

    /** 404 for no user of the tenant; then each active requirement, by entity type and meaning. */
    public Uni<Standings> of(UnitOfWork work, String userId) {
        return Found.require(User.ID_PREFIX, userId, "user", () -> users.find(work, userId))
                .chain(user -> requirements.requiredOf(work, userId))
                .map(rows -> standings(rows, work.today()));
    }

    private static Standings standings(List<RequiredCourse> rows, LocalDate today) {
        Map<String, Standing> byRequirement = new LinkedHashMap<>();
        for (RequiredCourse row : rows) {
            byRequirement.computeIfAbsent(row.requirementId(), id -> new Standing(id, row.entityType(), row.meaning(),
                    new ArrayList<>())).courses().add(new CourseStanding(row.courseId(), row.courseCode(),
                            TrainingRecord.Status.on(row.expiresOn(), today), row.completedOn(), row.expiresOn()));
        }
        return new Standings(today, List.copyOf(byRequirement.values()));
    }
}
