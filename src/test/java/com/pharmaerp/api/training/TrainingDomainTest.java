package com.pharmaerp.api.training;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.training.domain.Course;
import com.pharmaerp.api.training.domain.CourseEvent;
import com.pharmaerp.api.training.domain.Requirement;
import com.pharmaerp.api.training.domain.RequirementEvent;
import com.pharmaerp.api.training.domain.TrainingRecord;
import com.pharmaerp.api.training.domain.TrainingRecordEvent;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Qualification;
import com.pharmaerp.api.platform.users.Signature;

/** Courses, training records and requirements as plain objects: expiry, the current rule, matching, retiring. */
class TrainingDomainTest {

    private static final Instant NOW = Instant.parse("2027-01-04T08:00:00Z");
    private static final LocalDate COMPLETED = LocalDate.parse("2026-11-30");
    private static final Signature TRAINER = new Signature("usr_trainer", "Tara Trainer", "verification",
            "Attended and passed the test", NOW, 1);
    private static final Signature QA = new Signature("usr_qa", "Quinn QA", "approval", "SOP-QA-012", NOW, 1);

    private static Course course() {
        return Course.create("crs_1", "GMP-101", "GMP basics", 3, NOW);
    }

    private static TrainingRecord record() {
        return TrainingRecord.complete("trn_1", "usr_anna", course(), COMPLETED, TRAINER, NOW);
    }

    private static Requirement requirement() {
        return Requirement.create("treq_1", "inspection_lot", Meaning.APPROVAL, List.of("crs_2", "crs_1", "crs_2"), QA, NOW);
    }

    @Test
    void aRecordExpiresTheCoursesValidityMonthsAfterCompletion() {
        assertThat(record().expiresOn()).isEqualTo(LocalDate.parse("2027-02-28"));
    }

    @Test
    void aRecordIsCurrentBeforeItsExpiryAndExpiredOnIt() {
        TrainingRecord record = record();

        assertThat(record.statusOn(LocalDate.parse("2027-02-27"))).isEqualTo(TrainingRecord.Status.CURRENT);
        assertThat(record.statusOn(LocalDate.parse("2027-02-28"))).isEqualTo(TrainingRecord.Status.EXPIRED);
        assertThat(TrainingRecord.Status.on(null, COMPLETED)).isEqualTo(TrainingRecord.Status.MISSING);
    }

    @Test
    void aQualificationCountsOnlyWhileItsRecordIsCurrent() {
        Qualification held = new Qualification("GMP-101", COMPLETED, LocalDate.parse("2027-02-28"));

        assertThat(held.currentOn(LocalDate.parse("2027-02-27"))).isTrue();
        assertThat(held.currentOn(LocalDate.parse("2027-02-28"))).isFalse();
        assertThat(new Qualification("GMP-101", null, null).currentOn(COMPLETED)).isFalse();
    }

    @Test
    void aCompletionAfterTheBusinessDateIsRefusedNamingCompletedOn() {
        assertThat(assertRefused(() -> TrainingRecord.requireCompleted(COMPLETED.plusDays(1), COMPLETED),
                "validation_failed").fields()).containsExactly("completedOn");
    }

    @Test
    void aCompletionOnTheBusinessDateIsAccepted() {
        TrainingRecord.requireCompleted(COMPLETED, COMPLETED);
    }

    @Test
    void signingARecordRecordsItsCourseDatesAndTrainer() {
        TrainingRecordEvent.Created created = record().created();

        assertThat(created.type()).isEqualTo(TrainingRecordEvent.Created.TYPE);
        assertThat(created.entityId()).isEqualTo("trn_1");
        assertThat(created.reason()).isEqualTo("Attended and passed the test");
        assertThat(changed(created)).containsExactly("userId", "courseId", "courseCode", "completedOn", "expiresOn",
                "trainerSignature");
    }

    @Test
    void theExpiryNoticeNamesTheUserCourseAndDate() {
        TrainingRecordEvent.Expiring notice = TrainingRecord.expiring("trn_1", "usr_anna", "GMP-101",
                LocalDate.parse("2027-02-28"));

        assertThat(notice.type()).isEqualTo(TrainingRecordEvent.Expiring.TYPE);
        assertThat(changed(notice)).containsExactly("userId", "courseCode", "expiresOn");
    }

    @Test
    void changingACourseRecordsTheChangedFieldsOnly() {
        Course course = course();

        CourseEvent.Changed changed = course.change("GMP basics, 2027 edition", 3, NOW);

        assertThat(changed.type()).isEqualTo(CourseEvent.Changed.TYPE);
        assertThat(changed(changed)).containsExactly("title");
        assertThat(course.version()).isEqualTo(2);
    }

    @Test
    void changingNothingRecordsNothing() {
        Course course = course();

        assertThat(course.change("GMP basics", 3, NOW)).isNull();
        assertThat(course.version()).isEqualTo(1);
    }

    @Test
    void creatingACourseRecordsItsFields() {
        CourseEvent.Created created = course().created();

        assertThat(created.type()).isEqualTo(CourseEvent.Created.TYPE);
        assertThat(changed(created)).containsExactly("code", "title", "validityMonths");
    }

    @Test
    void aRequirementKeepsEachCourseOnceSorted() {
        RequirementEvent.Created created = requirement().created();

        assertThat(requirement().courseIds()).containsExactly("crs_1", "crs_2");
        assertThat(created.type()).isEqualTo(RequirementEvent.Created.TYPE);
        assertThat(changed(created)).containsExactly("entityType", "meaning", "courseIds", "status", "approval");
    }

    @Test
    void aRequirementAppliesToItsEntityTypeAndMeaningOnly() {
        Requirement requirement = requirement();

        assertThat(requirement.appliesTo("inspection_lot", Meaning.APPROVAL)).isTrue();
        assertThat(requirement.appliesTo("inspection_lot", Meaning.REJECTION)).isFalse();
        assertThat(requirement.appliesTo("production_order", Meaning.APPROVAL)).isFalse();
    }

    @Test
    void aRetiredRequirementAppliesToNothing() {
        Requirement requirement = requirement();

        RequirementEvent.Retired retired = requirement.retire(QA, NOW);

        assertThat(retired.type()).isEqualTo(RequirementEvent.Retired.TYPE);
        assertThat(changed(retired)).containsExactly("status", "retirement");
        assertThat(requirement.appliesTo("inspection_lot", Meaning.APPROVAL)).isFalse();
    }

    @Test
    void aRetiredRequirementIsNotRetiredAgain() {
        Requirement requirement = requirement();
        requirement.retire(QA, NOW);

        assertRefused(() -> requirement.retire(QA, NOW), "invalid_transition");
    }
}
