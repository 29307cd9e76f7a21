package com.pharmaerp.api.training.service;

import java.time.LocalDate;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.training.TrainingRoles;
import com.pharmaerp.api.training.domain.TrainingRecord;
import com.pharmaerp.api.training.repository.CourseRepository;
import com.pharmaerp.api.training.repository.TrainingRecordRepository;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.UserRepository;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** Training records: signed by a trainer who is not the trainee, never edited; a newer one supersedes. */
@ApplicationScoped
public class TrainingRecordService {

    private final TrainingRecordRepository records;
    private final CourseRepository courses;
    private final UserRepository users;
    private final SignedActions signed;

    public TrainingRecordService(TrainingRecordRepository records, CourseRepository courses, UserRepository users,
            SignedActions signed) {
        this.records = records;
        this.courses = courses;
        this.users = users;
        this.signed = signed;
    }

    /** The trainer's record that a user completed a course. */
    public record Completion(String userId, String courseId, LocalDate completedOn, SignatureRequest signature) {
    }

    /**
     * The user and course of the tenant and a completion not after the business date (422), then the
     * trainer's role (403), not the trainee (403 segregation_of_duties), and the signature (meaning
     * verification). It expires the course's validity months after completion.
     */
    public Uni<TrainingRecord> create(UnitOfWork work, Completion command) {
        String recordId = Ids.next(TrainingRecord.ID_PREFIX);
        return users.find(work, command.userId()).chain(trainee -> {
            if (trainee == null) {
                throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "userId", "no user of this tenant");
            }
            return courses.find(work, command.courseId());
        }).chain(course -> {
            if (course == null) {
                throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "courseId", "no training course of this tenant");
            }
            TrainingRecord.requireCompleted(command.completedOn(), work.today());
            return signed.role(TrainingRoles.TRAINER)
                    .someoneElseThan(List.of(command.userId()), "sign their own training record").creating()
                    .sign(work, TrainingRecord.NOUN, recordId, command.signature(), Meaning.VERIFICATION)
                    .chain(signature -> {
                        TrainingRecord record = TrainingRecord.complete(recordId, command.userId(),
                                course, command.completedOn(), signature, work.now());
                        work.record(record.created());
                        return records.insert(work, record).replaceWith(record);
                    });
        });
    }

    public Uni<TrainingRecord> get(UnitOfWork work, String id) {
        return Found.require(TrainingRecord.ID_PREFIX, id, "training record", () -> records.find(work, id));
    }

    /** @param userId null for everyone's @param courseId null for every course */
    public Uni<Page<TrainingRecord>> list(UnitOfWork work, String userId, String courseId, Cursor after, int limit) {
        return records.page(work, userId, courseId, after, limit).map(rows -> Page.of(rows, limit,
                r -> new Cursor(r.createdAt(), r.id()), r -> r));
    }
}
