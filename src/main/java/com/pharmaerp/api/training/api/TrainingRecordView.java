package com.pharmaerp.api.training.api;

import java.time.Instant;
import java.time.LocalDate;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.training.domain.TrainingRecord;
import com.pharmaerp.api.platform.users.Signature;

/** A training record as every read returns it; it never changes. */
@Schema(name = "TrainingRecord")
public record TrainingRecordView(@Schema(examples = "trn_3kP9xQ2mZ7vB1cD4") String id, String userId, String courseId,
        @Schema(maxLength = 40) String courseCode, LocalDate completedOn,
        @Schema(description = "completedOn plus the course's validity months: the first business date on which the record "
                + "no longer counts.") LocalDate expiresOn,
        @Schema(description = "The trainer's signature, meaning verification.") Signature trainerSignature,
        @Schema(description = "Always 1: records are never changed.") int version, Instant createdAt, Instant updatedAt)
        implements Versions.Versioned {

    public static TrainingRecordView of(TrainingRecord r) {
        return new TrainingRecordView(r.id(), r.userId(), r.courseId(), r.courseCode(), r.completedOn(), r.expiresOn(),
                r.trainerSignature(), r.version(), r.createdAt(), r.createdAt());
    }
}
