package com.pharmaerp.api.training.service;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.EventTypes;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.training.TrainingRoles;
import com.pharmaerp.api.training.domain.Course;
import com.pharmaerp.api.training.domain.Requirement;
import com.pharmaerp.api.training.repository.CourseRepository;
import com.pharmaerp.api.training.repository.RequirementRepository;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** Training requirements: created and retired by QA's signature (meaning approval). */
@ApplicationScoped
public class RequirementService {

    private final RequirementRepository requirements;
    private final CourseRepository courses;
    private final SignedActions signed;
    private final BodyValidator bodies;

    public RequirementService(RequirementRepository requirements, CourseRepository courses, SignedActions signed,
            BodyValidator bodies) {
        this.requirements = requirements;
        this.courses = courses;
        this.signed = signed;
        this.bodies = bodies;
    }

    /** QA's requirement: signing with {@code meaning} on a record of {@code entityType} needs current records of the courses. */
    public record NewRequirement(String entityType, Meaning meaning, List<String> courseIds, SignatureRequest signature) {
    }

    /**
     * An entity type the audit trail records and courses of the tenant (422), then QA's role (403) and
     * signature (meaning approval).
     */
    public Uni<Requirement> create(UnitOfWork work, NewRequirement command) {
        if (!EventTypes.entityTypes().contains(command.entityType())) {
            return Uni.createFrom().failure(Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "entityType",
                    "must be one of " + String.join(", ", EventTypes.entityTypes())));
        }
        Set<String> wanted = new TreeSet<>(command.courseIds());
        String requirementId = Ids.next(Requirement.ID_PREFIX);
        return courses.findAll(work, wanted).chain(found -> {
            found.stream().map(Course::id).toList().forEach(wanted::remove);
            if (!wanted.isEmpty()) {
                throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "courseIds", "no training course of this tenant: "
                        + String.join(", ", wanted));
            }
            return signed.role(TrainingRoles.REQUIREMENTS).creating().sign(work, Requirement.NOUN, requirementId,
                    command.signature(), Meaning.APPROVAL);
        }).chain(approval -> {
            Requirement requirement = Requirement.create(requirementId, command.entityType(),
                    command.meaning(), command.courseIds(), approval, work.now());
            work.record(requirement.created());
            return requirements.insert(work, requirement).replaceWith(requirement);
        });
    }

    public Uni<Requirement> get(UnitOfWork work, String id) {
        return Found.require(Requirement.ID_PREFIX, id, "training requirement", () -> requirements.find(work, id));
    }

    /** @param status null for every status */
    public Uni<Page<Requirement>> list(UnitOfWork work, Requirement.Status status, Cursor after, int limit) {
        return requirements.page(work, status, after, limit).map(rows -> Page.of(rows, limit,
                q -> new Cursor(q.createdAt(), q.id()), q -> q));
    }

    /** QA retires an active requirement: 404; the body (422); the role; If-Match; signed, meaning approval; 409. */
    public Uni<Requirement> retire(UnitOfWork work, String id, String ifMatch, SignedRequest body) {
        return get(work, id).invoke(() -> bodies.validate(body)).chain(requirement -> signed.role(TrainingRoles.REQUIREMENTS)
                .ifMatch(ifMatch, requirement.version()).sign(work, Requirement.NOUN, requirement.id(), body.signature(), Meaning.APPROVAL)
                .chain(retirement -> {
                    return work.saveChange(requirement.retire(retirement, work.now()),
                            requirement, () -> requirements.update(work, requirement));
                }));
    }
}
