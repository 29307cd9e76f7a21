package com.pharmaerp.api.training.service;

import java.util.function.UnaryOperator;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.training.TrainingProblem;
import com.pharmaerp.api.training.TrainingRoles;
import com.pharmaerp.api.training.domain.Course;
import com.pharmaerp.api.training.repository.CourseRepository;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** Training courses, kept by an admin or QA; each change audited. */
@ApplicationScoped
public class CourseService {

    private final CourseRepository courses;
    private final ActingUser actingUser;

    public CourseService(CourseRepository courses, ActingUser actingUser) {
        this.courses = courses;
        this.actingUser = actingUser;
    }

    /** A course as created: its code never changes. */
    public record NewCourse(String code, String title, int validityMonths) {
    }

    /** What a PATCH may change. */
    public record CourseChange(String title, int validityMonths) {
    }

    /** The role, then 409 training_course_code_taken. */
    public Uni<Course> create(UnitOfWork work, NewCourse command) {
        actingUser.requireRole(TrainingRoles.COURSES);
        return courses.codeTaken(work, command.code()).chain(taken -> {
            if (taken) {
                throw new Refusal(TrainingProblem.TRAINING_COURSE_CODE_TAKEN, "Another training course of this "
                        + "tenant already has the code " + command.code() + ".");
            }
            Course course = Course.create(Ids.next(Course.ID_PREFIX), command.code(), command.title(),
                    command.validityMonths(), work.now());
            work.record(course.created());
            return courses.insert(work, course).replaceWith(course);
        });
    }

    public Uni<Course> get(UnitOfWork work, String id) {
        return Found.require(Course.ID_PREFIX, id, "training course", () -> courses.find(work, id));
    }

    public Uni<Page<Course>> list(UnitOfWork work, Cursor after, int limit) {
        return courses.page(work, after, limit).map(rows -> Page.of(rows, limit, c -> new Cursor(c.createdAt(), c.id()),
                c -> c));
    }

    /**
     * A merge patch of the course (404), applied and valid (422), then the role (403) and If-Match
     * (428/412). Records already signed keep the expiry they were given.
     *
     * @param patched the course's changeable fields with the patch applied
     */
    public Uni<Course> change(UnitOfWork work, String id, Patch patch, UnaryOperator<CourseChange> patched) {
        return get(work, id).chain(course -> {
            CourseChange next = patched.apply(new CourseChange(course.title(), course.validityMonths()));
            actingUser.requireRole(TrainingRoles.COURSES);
            Versions.require(patch.ifMatch(), course.version());
            return work.saveChange(course.change(next.title(), next.validityMonths(), work.now()), course,
                    () -> courses.update(work, course));
        });
    }
}
